'use client';

import { css, type SerializedStyles } from '@emotion/react';
import { colors, motion, mq } from './tokens';

/**
 * The fill of everything that stands in for content still loading: the skeleton colour, with a
 * highlight sweeping across it when motion is allowed. Shapes (size, radius) are the user's.
 */
export const shimmer: SerializedStyles = css(`
  background: ${colors.skeleton};
  ${mq.motionOk} {
    background: linear-gradient(90deg, ${colors.skeleton} 0%, ${colors.skeletonHighlight} 50%, ${colors.skeleton} 100%);
    background-size: 200% 100%;
    animation: skeleton-shimmer ${motion.loopShimmer} ${motion.easeInOut} infinite;
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
