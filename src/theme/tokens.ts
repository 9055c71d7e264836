/**
 * Design tokens. Every colour pair used for text meets WCAG AA (4.5:1) on the surfaces
 * it sits on; the ratios are checked in tokens.test.ts.
 */
export const colors = {
  background: '#07070b',
  surface: '#11111a',
  surfaceRaised: '#191924',
  border: '#2c2a22',
  borderGold: '#5c4a1c',
  text: '#f3f1ea',
  textMuted: '#a9a6b8',
  gold: '#f2c14e',
  goldBright: '#ffd874',
  goldDeep: '#b8892b',
  neon: '#3be0f0',
  profit: '#3ddc97',
  loss: '#ff6b6b',
  activityBurn: '#ff8a3d',
  activityTrade: '#3be0f0',
  activityReinvest: '#3ddc97',
  activityOther: '#a9a6b8',
  toastDestructiveBg: '#3a1216',
  toastDestructiveBorder: '#ff6b6b',
  focus: '#3be0f0',
  skeleton: '#1f1f2b',
  skeletonHighlight: '#2a2a38',
  /** The colour of drop shadows (only ever used translucent, through `alpha`). */
  shadow: '#000000',
} as const;

export type ColorName = keyof typeof colors;

/** `#rrggbb` at an opacity from 0 to 1, written as CSS `rgba()`. */
function withAlpha(hex: string, opacity: number): string {
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  return `rgba(${channel(1)}, ${channel(3)}, ${channel(5)}, ${opacity})`;
}

/**
 * Translucent variants of the colours above, named colour + percent opacity. Components use
 * these instead of writing `rgba()` themselves, so every colour on the page traces to `colors`.
 */
export const alpha = {
  gold7: /* @__PURE__ */ withAlpha(colors.gold, 0.07),
  gold12: /* @__PURE__ */ withAlpha(colors.gold, 0.12),
  gold35: /* @__PURE__ */ withAlpha(colors.gold, 0.35),
  neon8: /* @__PURE__ */ withAlpha(colors.neon, 0.08),
  neon35: /* @__PURE__ */ withAlpha(colors.neon, 0.35),
  neon45: /* @__PURE__ */ withAlpha(colors.neon, 0.45),
  neon70: /* @__PURE__ */ withAlpha(colors.neon, 0.7),
  loss60: /* @__PURE__ */ withAlpha(colors.loss, 0.6),
  background88: /* @__PURE__ */ withAlpha(colors.background, 0.88),
  shadow45: /* @__PURE__ */ withAlpha(colors.shadow, 0.45),
} as const;

export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '24px',
  6: '32px',
  7: '48px',
  8: '64px',
} as const;

export const radii = { sm: '6px', md: '12px', lg: '18px', round: '999px' } as const;

export const fonts = {
  display: "'Orbitron', 'Noto Sans JP', system-ui, sans-serif",
  body: "'Noto Sans JP', system-ui, sans-serif",
  japanese: "'Noto Sans JP', system-ui, sans-serif",
  mono: "'JetBrains Mono', ui-monospace, monospace",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  '2xl': '2rem',
  '3xl': 'clamp(1.75rem, 6vw, 3.25rem)',
} as const;

/**
 * Durations and easings. Everything that moves reads them, and only under
 * `mq.motionOk` (the visitor has not asked for reduced motion).
 */
export const motion = {
  /** A toast leaving. */
  durationFast: '120ms',
  /** A toast arriving. */
  durationBase: '200ms',
  durationSlow: '400ms',
  /** Entrances and exits: fast start, soft landing. */
  easeOut: 'cubic-bezier(0.16, 1, 0.3, 1)',
  /** Loops that swing back and forth (shimmer, live pulse, floating phrases). */
  easeInOut: 'cubic-bezier(0.65, 0, 0.35, 1)',
  /** On/off without in-between frames (the typewriter caret). */
  easeStep: 'steps(1)',
  /** One sweep of the loading shimmer. */
  loopShimmer: '1.6s',
  /** One beat of the live dot. */
  loopPulse: '2s',
  /** One blink of the typewriter caret. */
  loopBlink: '1s',
} as const;

const dropShadow = `0 8px 24px ${alpha.shadow45}`;
export const shadows = {
  card: `0 0 0 1px ${alpha.gold12}, ${dropShadow}`,
  /** A card whose last refresh failed: the gold hairline turns into a loss-red one. */
  cardStale: `0 0 0 1px ${colors.loss}, ${dropShadow}`,
  glowGold: `0 0 18px ${alpha.gold35}`,
  glowNeon: `0 0 12px ${alpha.neon45}`,
  /** The glow behind the hero's typewriter text. */
  textGlowGold: `0 0 24px ${alpha.gold35}`,
} as const;

export const breakpoints = { sm: 640, md: 900, lg: 1200 } as const;
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  motionOk: '@media (prefers-reduced-motion: no-preference)',
} as const;

/** The design tokens: colours, space, radii, fonts, font sizes, motion, shadows, breakpoints and media queries. */
export const theme = { colors, alpha, space, radii, fonts, fontSizes, motion, shadows, breakpoints, mq } as const;
/** The type of `theme`. */
export type Theme = typeof theme;
