export {
  theme,
  colors,
  alpha,
  contrastPairs,
  space,
  radii,
  fonts,
  fontSizes,
  motion,
  shadows,
  breakpoints,
  mq,
} from './tokens';
export type { Theme, ColorName } from './tokens';
export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { GlobalStyles } from './GlobalStyles';
export { visuallyHidden, visuallyHiddenRules } from './visuallyHidden';
export { shimmer } from './shimmer';
export { layout } from './layout';
export { contrastRatio } from './contrast';
