'use client';

import { css } from '@emotion/react';
import { Suspense, type ReactNode } from 'react';
import { Footer } from '../../components/Footer';
import { Header } from '../../components/Header';
import { MotionToggle } from '../../components/MotionToggle';
import { colors, layout, space, fontWeights, zIndices } from '../../theme';

const shell = css(`
  position: relative;
  min-height: 100vh;
  overflow-x: clip;
`);
// The column of the skeleton (DashboardSkeleton) too: the same layout tokens, so nothing moves.
const mainCss = css(`
  position: relative;
  max-width: ${layout.pageMaxWidth}px;
  margin: 0 auto;
  padding: 0 ${layout.pagePadding}px ${space[7]};
  display: grid;
  gap: ${space[7]};
`);
const skipLink = css(`
  position: absolute;
  left: ${space[4]};
  top: -100px;
  z-index: ${zIndices.skipLink};
  padding: ${space[2]} ${space[4]};
  background: ${colors.gold};
  color: ${colors.background};
  font-weight: ${fontWeights.bold};
  &:focus {
    top: ${space[2]};
  }
`);

export interface PageLayoutProps {
  /** The page's sections, in the main column. */
  children: ReactNode;
  /** Decoration behind the page (the floating phrases). */
  backdrop?: ReactNode;
}

/** The frame of the dashboard page: skip link, header with the motion control, main column, footer (docs/requirements.md §3). */
export function PageLayout({ children, backdrop }: PageLayoutProps) {
  return (
    <div css={shell}>
      <a href="#main" css={skipLink}>
        Skip to content
      </a>
      {backdrop}
      <Header actions={<MotionToggle />} />
      <main id="main" css={mainCss}>
        {children}
      </main>
      {/* Hydrates in a task of its own, like the blocks below the hero (DashboardPage). */}
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
