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

export const motion = {
  durationFast: '120ms',
  durationBase: '200ms',
  durationSlow: '400ms',
  easeOut: 'cubic-bezier(0.16, 1, 0.3, 1)',
  easeInOut: 'cubic-bezier(0.65, 0, 0.35, 1)',
} as const;

export const shadows = {
  card: '0 0 0 1px rgba(242, 193, 78, 0.12), 0 8px 24px rgba(0, 0, 0, 0.45)',
  glowGold: '0 0 18px rgba(242, 193, 78, 0.35)',
  glowNeon: '0 0 12px rgba(59, 224, 240, 0.45)',
} as const;

export const breakpoints = { sm: 640, md: 900, lg: 1200 } as const;
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  motionOk: '@media (prefers-reduced-motion: no-preference)',
} as const;

/** The design tokens: colours, space, radii, fonts, font sizes, motion, shadows, breakpoints and media queries. */
export const theme = { colors, space, radii, fonts, fontSizes, motion, shadows, breakpoints, mq } as const;
/** The type of `theme`. */
export type Theme = typeof theme;
