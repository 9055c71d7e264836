import { css } from '@emotion/react';
import { space } from './tokens';

/** A list read as a column of blocks: no bullets, no indent, items `space[2]` apart (the trades, the feed). */
export const stackList = css(`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`);

/** A row with its content at both ends, on one text baseline, that may shrink (a pair and its profit, a title and its time). */
export const spreadRow = css(`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space[3]};
  min-width: 0;
`);
