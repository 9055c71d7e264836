import { css } from '@emotion/react';
import { layout } from './layout';
import { space } from './tokens';

/*
 * The boxes of the page's frame, shared by the parts and by the skeleton that stands in for
 * them (DashboardSkeleton): the same box on both sides, so nothing moves when the page
 * replaces the skeleton.
 */

/** The header's row: the wordmark at one end, navigation and actions at the other; wraps on a phone. */
export const headerRow = css(`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]} ${space[5]};
  max-width: ${layout.pageMaxWidth}px;
  min-height: ${layout.headerHeight}px;
  margin: 0 auto;
  padding: ${space[3]} ${layout.pagePadding}px;
`);

/** The hero's centred column, at least `layout.heroMinHeight` tall. */
export const heroColumn = css(`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${space[4]};
  min-height: ${layout.heroMinHeight}px;
  padding: ${space[7]} 0 ${space[5]};
`);
