export {
  theme,
  colors,
  colorTokenPaths,
  alpha,
  space,
  borderWidths,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  zIndices,
  motion,
  shadows,
  breakpoints,
  mq,
  vars,
  varNames,
  themeValues,
  globalValues,
  themeNames,
} from './tokens';
export type { Theme, ColorName, ThemeName, ThemeSetting, TokenVars } from './tokens';
export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { GlobalStyles } from './GlobalStyles';
export { visuallyHidden, visuallyHiddenRules } from './visuallyHidden';
export { shimmer } from './shimmer';
export { stackList, spreadRow, liveDot, clampLines } from './rows';
export { headerRow, heroColumn } from './frame';
export { layout } from './layout';
export { contrastRatio } from './contrast';
export { contrastPairs } from './contrastPairs';
