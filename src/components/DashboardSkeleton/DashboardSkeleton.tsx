'use client';

import { css } from '@emotion/react';
import { forwardRef, type HTMLAttributes } from 'react';
import { SKELETON_BLOCKS } from '../../constants';
import { colors, fontSizes, headerRow, heroColumn, layout, mq, radii, shimmer, space, borderWidths } from '../../theme';
import { Card, CardGrid } from '../Card';

const page = css(`
  min-height: 100vh;
`);
// The header placeholder repeats the Header's own box model (full-width bar with a bottom
// border; a wrapping row of min-height layout.headerHeight; the nav drops to its own row
// below the md breakpoint), so the hero and the grid start at the same y as the loaded page.
const headerBar = css(`
  border-bottom: ${borderWidths.hairline} solid ${colors.border};
`);
/** Height of the Header's wordmark block and of its round buttons. */
const HEADER_ROW_HEIGHT = 40;
/** Height of a Header nav link (one line of small display type plus its padding). */
const HEADER_NAV_HEIGHT = 37;
const navRow = css(`
  order: 3;
  flex-basis: 100%;
  display: flex;
  align-items: center;
  gap: ${space[4]};
  height: ${HEADER_NAV_HEIGHT}px;
  padding: 0 ${space[3]};
  ${mq.md} {
    order: 0;
    flex-basis: auto;
  }
`);
const navPill = css(`
  width: 80px;
  height: 14px;
`);
const actions = css(`
  display: flex;
  gap: ${space[2]};
`);
const roundButton = css(`
  width: ${HEADER_ROW_HEIGHT}px;
  height: ${HEADER_ROW_HEIGHT}px;
  border-radius: ${radii.round};
`);
const main = css(`
  max-width: ${layout.pageMaxWidth}px;
  margin: 0 auto;
  padding: 0 ${layout.pagePadding}px ${space[7]};
`);
// The page's main column is a grid with this gap between its sections; the skeleton's is not.
const heroGap = css(`
  margin-bottom: ${space[7]};
`);
/** The bars and pills standing in for text and links. */
const bar = css(`
  border-radius: ${radii.sm};
`);
const logo = css(`
  width: 166px;
  height: ${HEADER_ROW_HEIGHT}px;
`);
/** The hero heading: the Typewriter's type size (fontSizes['3xl'] is a clamp) on one line. */
const titleBar = css(`
  width: min(690px, 90%);
  height: ${fontSizes['3xl']};
`);
/** The hero subtitle, one line of it. */
const subtitleBar = css(`
  width: min(400px, 80%);
  height: 24px;
`);
/** Props of DashboardSkeleton: its accessible name; any attribute of its `div`. */
export interface DashboardSkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What a screen reader hears for the busy status; default 'Loading dashboard'. */
  label?: string;
}

/**
 * Shown while any first load is pending (docs/requirements.md §4.1): a header, two title bars and 8
 * blocks, laid out on the page's own grid and box sizes so nothing jumps when data arrives.
 */
export const DashboardSkeleton = forwardRef<HTMLDivElement, DashboardSkeletonProps>(function DashboardSkeleton(
  { label = 'Loading dashboard', ...rest },
  ref,
) {
  return (
    <div ref={ref} css={page} aria-busy="true" aria-label={label} role="status" {...rest}>
      <div css={headerBar} data-part="header">
        <div css={headerRow}>
          <div css={[shimmer, bar, logo]} />
          <div css={navRow}>
            {[0, 1, 2].map((i) => (
              <div key={i} css={[shimmer, bar, navPill]} />
            ))}
          </div>
          <div css={actions}>
            {[0, 1].map((i) => (
              <div key={i} css={[shimmer, roundButton]} />
            ))}
          </div>
        </div>
      </div>
      <div css={main}>
        <div css={[heroColumn, heroGap]}>
          <div css={[shimmer, bar, titleBar]} data-part="title-bar" />
          <div css={[shimmer, bar, subtitleBar]} data-part="title-bar" />
        </div>
        <CardGrid>
          {Array.from({ length: SKELETON_BLOCKS }, (_, i) => (
            <Card key={i} as="div" variant="placeholder" data-part="block" />
          ))}
        </CardGrid>
      </div>
    </div>
  );
});
DashboardSkeleton.displayName = 'DashboardSkeleton';
