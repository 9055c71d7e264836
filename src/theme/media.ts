/** Media queries cannot read custom properties: breakpoints stay numbers. */
export const breakpoints = { sm: 640, md: 900, lg: 1200 } as const;

/** The page's media queries: widths, and motion only for visitors who have not asked for less. */
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  motionOk: '@media (prefers-reduced-motion: no-preference)',
} as const;
