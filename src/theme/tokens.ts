/**
 * The design tokens as the components use them: each is a CSS custom property reference
 * (`var(--sb-…)`) generated from the W3C DTCG source in tokens/ (docs/requirements.md §8.4), so
 * the values come from the theme of the nearest `[data-theme]` ancestor and switching themes is
 * an attribute change. The raw values of each theme are `themeValues` (generated/tokens.ts).
 * Every text pair meets WCAG AA in every theme (AAA in high-contrast): tokens.test.ts.
 */
import {
  borderWidthVars,
  colorVars,
  fontVars,
  letterSpacingVars,
  lineHeightVars,
  motionVars,
  radiusVars,
  shadowVars,
  spaceVars,
  zIndexVars,
  type ThemeName,
} from './generated/tokens';
import { breakpoints, mq } from './media';

export { breakpoints, mq };
export { vars, varNames, themeValues, globalValues, themeNames } from './generated/tokens';
export type { ThemeName, TokenVars } from './generated/tokens';

/** What a provider's `theme` prop takes: a theme, or `system` (the visitor's colour scheme and contrast settings). */
export type ThemeSetting = ThemeName | 'system';

const c = colorVars;

/** The semantic colours under the names the components use (each a `var(--sb-color-…)`). */
export const colors = {
  background: c.surface.page,
  surface: c.surface.default,
  surfaceRaised: c.surface.raised,
  border: c.border.default,
  borderGold: c.border.accent,
  text: c.text.default,
  textMuted: c.text.muted,
  gold: c.accent.default,
  goldBright: c.accent.strong,
  goldDeep: c.accent.deep,
  neon: c.live,
  profit: c.positive,
  loss: c.negative,
  activityBurn: c.activity.burn,
  activityTrade: c.activity.trade,
  activityReinvest: c.activity.reinvest,
  activityOther: c.activity.other,
  toastDestructiveBg: c.toast.destructive.background,
  toastDestructiveBorder: c.toast.destructive.border,
  focus: c.focus,
  /** The colour of glows (only ever used translucent, through `alpha`). */
  glow: c.glow,
  skeleton: c.skeleton.base,
  skeletonHighlight: c.skeleton.highlight,
  /** The colour of drop shadows (only ever used translucent, through `alpha`). */
  shadow: c.shadow,
} as const;

/** The name of a semantic colour of `colors` (`text`, `gold`, `surface`, …). */
export type ColorName = keyof Theme['colors'];

/** Which semantic token (a path under `color` in the DTCG source) each name of `colors` is. */
export const colorTokenPaths: Record<ColorName, string> = {
  background: 'surface.page',
  surface: 'surface.default',
  surfaceRaised: 'surface.raised',
  border: 'border.default',
  borderGold: 'border.accent',
  text: 'text.default',
  textMuted: 'text.muted',
  gold: 'accent.default',
  goldBright: 'accent.strong',
  goldDeep: 'accent.deep',
  neon: 'live',
  profit: 'positive',
  loss: 'negative',
  activityBurn: 'activity.burn',
  activityTrade: 'activity.trade',
  activityReinvest: 'activity.reinvest',
  activityOther: 'activity.other',
  toastDestructiveBg: 'toast.destructive.background',
  toastDestructiveBorder: 'toast.destructive.border',
  focus: 'focus',
  glow: 'glow',
  skeleton: 'skeleton.base',
  skeletonHighlight: 'skeleton.highlight',
  shadow: 'shadow',
};

/**
 * Translucent variants of the colours above, named colour + percent opacity. Components use
 * these instead of writing `rgba()` themselves, so every colour on the page traces to a token.
 */
export const alpha = c.alpha;

/** Spacing: the 0-8 scale, plus `px` (1px) and `half` (2px) for the smallest badges. */
export const space = spaceVars;

/** Border widths: hairline, focus ring, coloured bar. */
export const borderWidths = borderWidthVars;

export const radii = radiusVars;

export const fonts = fontVars.family;

export const fontSizes = fontVars.size;

export const fontWeights = fontVars.weight;

export const lineHeights = lineHeightVars;

export const letterSpacings = letterSpacingVars;

/** Stacking order: decorations under the content, then header, skip link, tooltips, toasts. */
export const zIndices = zIndexVars;

/**
 * Durations and easings. Everything that moves reads them, and only under
 * `mq.motionOk` (the visitor has not asked for reduced motion).
 */
export const motion = {
  /** A toast leaving. */
  durationFast: motionVars.duration.fast,
  /** A toast arriving. */
  durationBase: motionVars.duration.base,
  durationSlow: motionVars.duration.slow,
  /** Entrances and exits: fast start, soft landing. */
  easeOut: motionVars.easing.out,
  /** Loops that swing back and forth (shimmer, live pulse, floating phrases). */
  easeInOut: motionVars.easing.inOut,
  /** On/off without in-between frames (the typewriter caret). */
  easeStep: motionVars.easing.step,
  /** One sweep of the loading shimmer. */
  loopShimmer: motionVars.duration.loopShimmer,
  /** One beat of the live dot. */
  loopPulse: motionVars.duration.loopPulse,
  /** One blink of the typewriter caret. */
  loopBlink: motionVars.duration.loopBlink,
} as const;

export const shadows = {
  card: shadowVars.card,
  /** A card whose last refresh failed: the gold hairline turns into a loss-red one. */
  cardStale: shadowVars.cardStale,
  glowGold: shadowVars.glowGold,
  glowNeon: shadowVars.glowNeon,
  /** The glow behind the hero's typewriter text. */
  textGlowGold: shadowVars.textGlowGold,
  /** Glitch text's colour fringes. */
  textGlitch: shadowVars.textGlitch,
} as const;

/**
 * The design tokens as CSS custom property references: colours, space, radii, fonts, type,
 * motion, shadows, z-index, breakpoints and media queries.
 */
export const theme = {
  colors,
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
} as const;
/** The type of `theme`. */
export type Theme = typeof theme;
