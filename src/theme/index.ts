// Every name of the tokens module is the theme's vocabulary; the rest are shared style parts.
export * from './tokens';
export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { GlobalStyles } from './GlobalStyles';
export { visuallyHidden, visuallyHiddenRules } from './visuallyHidden';
export { shimmer } from './shimmer';
export { bareList, stackList, spreadRow, liveDot, clampLines } from './rows';
export { headerRow, heroColumn } from './frame';
export { layout } from './layout';
export { contrastRatio } from './contrast';
export { contrastPairs } from './contrastPairs';
