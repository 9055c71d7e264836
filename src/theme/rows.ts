import { css } from '@emotion/react';
import { colors, shadows, space, radii } from './tokens';

/** A list with no bullets and no indent, laid out by whoever uses it (a nav, the steps, the footer's links). */
export const bareList = css(`
  margin: 0;
  padding: 0;
  list-style: none;
`);

/** A list read as a column of blocks: a bare list with items `space[2]` apart (the trades, the feed). */
export const stackList = css(
  bareList,
  `
  display: grid;
  gap: ${space[2]};
`,
);

/** A row with its content at both ends, on one text baseline, that may shrink (a pair and its profit, a title and its time). */
export const spreadRow = css(`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space[3]};
  min-width: 0;
`);

/** The neon dot before a live thing (the hero's status line, the feed's title). */
export const liveDot = css(`
  width: 8px;
  height: 8px;
  border-radius: ${radii.circle};
  background: ${colors.neon};
  box-shadow: ${shadows.glowNeon};
`);

/** Text that wraps anywhere and stops after `lines` lines (hostile API text stays a few lines; the full text is in `title`). */
export const clampLines = (lines: number) => `
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  overflow: hidden;
`;
