import { css } from '@emotion/react';
import { SKELETON_BLOCKS } from '../../constants';
import { colors, layout, mq, radii, space } from '../../theme';
import { gridCss } from '../DashboardGrid';

const page = css(`
  min-height: 100vh;
`);
const headerBar = css(`
  height: ${layout.headerHeight}px;
  border-bottom: 1px solid ${colors.border};
  display: flex;
  align-items: center;
  max-width: ${layout.pageMaxWidth}px;
  margin: 0 auto;
  padding: 0 ${layout.pagePadding}px;
`);
const main = css(`
  max-width: ${layout.pageMaxWidth}px;
  margin: 0 auto;
  padding: 0 ${layout.pagePadding}px ${space[7]};
`);
const hero = css(`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${space[4]};
  min-height: ${layout.heroMinHeight}px;
  padding: ${space[7]} 0 ${space[5]};
  margin-bottom: ${space[7]};
`);
const shimmer = css(`
  background: ${colors.skeleton};
  border-radius: ${radii.sm};
  ${mq.motionOk} {
    background: linear-gradient(90deg, ${colors.skeleton} 0%, ${colors.skeletonHighlight} 50%, ${colors.skeleton} 100%);
    background-size: 200% 100%;
    animation: skeleton-shimmer 1.6s ease-in-out infinite;
  }
  @keyframes skeleton-shimmer {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
    }
  }
`);
const logo = css(`
  width: 160px;
  height: 32px;
`);
const titleBar = css(`
  width: min(640px, 90%);
  height: 48px;
`);
const subtitleBar = css(`
  width: min(420px, 75%);
  height: 22px;
`);
const block = css(`
  min-height: ${layout.cardMinHeight}px;
  border-radius: ${radii.lg};
`);

/**
 * Shown while any first load is pending (spec section 4): a header, two title bars and 8
 * blocks, laid out on the page's own grid and box sizes so nothing jumps when data arrives.
 */
export function DashboardSkeleton() {
  return (
    <div css={page} aria-busy="true" aria-label="Loading dashboard" role="status">
      <div css={headerBar} data-part="header">
        <div css={[shimmer, logo]} />
      </div>
      <div css={main}>
        <div css={hero}>
          <div css={[shimmer, titleBar]} data-part="title-bar" />
          <div css={[shimmer, subtitleBar]} data-part="title-bar" />
        </div>
        <div css={gridCss}>
          {Array.from({ length: SKELETON_BLOCKS }, (_, i) => (
            <div key={i} css={[shimmer, block]} data-part="block" />
          ))}
        </div>
      </div>
    </div>
  );
}
