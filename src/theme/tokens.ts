/**
 * The design tokens as the components use them: each is a CSS custom property reference
 * (`var(--sb-…)`) generated from the W3C DTCG source in tokens/ (docs/requirements.md §8.4), so
 * the values come from the theme of the nearest `[data-theme]` ancestor and switching themes is
 * an attribute change. The raw values of each theme are `themeValues` (generated/tokens.ts).
 * Every text pair meets WCAG AA in every theme (AAA in high-contrast): tokens.test.ts.
 */
import { vars, type ThemeName } from './generated/tokens';

export { vars, varNames, themeValues, globalValues, themeNames } from './generated/tokens';
export type { ThemeName, TokenVars } from './generated/tokens';

/** What a provider's `theme` prop takes: a theme, or `system` (the visitor's colour scheme and contrast settings). */
export type ThemeSetting = ThemeName | 'system';

const c = vars.color;

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
  skeleton: c.skeleton.base,
  skeletonHighlight: c.skeleton.highlight,
  /** The colour of drop shadows (only ever used translucent, through `alpha`). */
  shadow: c.shadow,
} as const;

export type ColorName = keyof typeof colors;

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
export const space = vars.space;

/** Border widths: hairline, focus ring, coloured bar. */
export const borderWidths = vars.borderWidth;

export const radii = vars.radius;

export const fonts = vars.font.family;

export const fontSizes = vars.font.size;

export const fontWeights = vars.font.weight;

export const lineHeights = vars.lineHeight;

export const letterSpacings = vars.letterSpacing;

/** Stacking order: decorations under the content, then header, skip link, tooltips, toasts. */
export const zIndices = vars.zIndex;

/**
 * Durations and easings. Everything that moves reads them, and only under
 * `mq.motionOk` (the visitor has not asked for reduced motion).
 */
export const motion = {
  /** A toast leaving. */
  durationFast: vars.motion.duration.fast,
  /** A toast arriving. */
  durationBase: vars.motion.duration.base,
  durationSlow: vars.motion.duration.slow,
  /** Entrances and exits: fast start, soft landing. */
  easeOut: vars.motion.easing.out,
  /** Loops that swing back and forth (shimmer, live pulse, floating phrases). */
  easeInOut: vars.motion.easing.inOut,
  /** On/off without in-between frames (the typewriter caret). */
  easeStep: vars.motion.easing.step,
  /** One sweep of the loading shimmer. */
  loopShimmer: vars.motion.duration.loopShimmer,
  /** One beat of the live dot. */
  loopPulse: vars.motion.duration.loopPulse,
  /** One blink of the typewriter caret. */
  loopBlink: vars.motion.duration.loopBlink,
} as const;

export const shadows = {
  card: vars.shadow.card,
  /** A card whose last refresh failed: the gold hairline turns into a loss-red one. */
  cardStale: vars.shadow.cardStale,
  glowGold: vars.shadow.glowGold,
  glowNeon: vars.shadow.glowNeon,
  /** The glow behind the hero's typewriter text. */
  textGlowGold: vars.shadow.textGlowGold,
  /** Glitch text's colour fringes. */
  textGlitch: vars.shadow.textGlitch,
} as const;

/** Media queries cannot read custom properties: breakpoints stay numbers. */
export const breakpoints = { sm: 640, md: 900, lg: 1200 } as const;
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  motionOk: '@media (prefers-reduced-motion: no-preference)',
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
