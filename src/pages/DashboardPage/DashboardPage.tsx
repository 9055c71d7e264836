'use client';

import { css } from '@emotion/react';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { DashboardFigures } from '../../components/DashboardFigures';
import { DashboardSkeleton } from '../../components/DashboardSkeleton';
import { Hero } from '../../components/Hero';
import { LatestTradesCard } from '../../components/LatestTradesCard';
import { useActivities, useDashboard, useTrades } from '../../data';
import {
  DeferredFloatingPhrases,
  DeferredGlitchText,
  DeferredLiveFreshness,
  DeferredLowerPart,
  DeferredStatusWord,
  lowerPartModule,
  useLowerPartTrigger,
} from '../../deferred/parts';
import { space } from '../../theme';
import { BalanceTitle } from './BalanceTitle';
import { DashboardLoadError } from './DashboardLoadError';
import { DashboardToasts } from './DashboardToasts';
import { PageLayout } from './PageLayout';
import { pageState } from './pageState';

// Decorations load after the first paint (src/deferred/parts.tsx). Functions made once: the
// figure cards are memoised on their props (DashboardFiguresView, with the figure).
const glitchValue = (text: string) => <DeferredGlitchText text={text} />;
const statusWord = (index: number) => <DeferredStatusWord randomKey={index} />;

// The lower part's boundary as one element made once: a new element would be an update that
// makes React hydrate the boundary at once (or drop its server HTML) before it is wanted.
const lowerPart = (
  <Suspense>
    <DeferredLowerPart />
  </Suspense>
);
// The same column as the page's main (PageLayout): the slot adds no space of its own. Its
// sections start below the first view, so the browser lays them out and paints them when they
// come near the screen, not at load (docs/requirements.md §11.4); once drawn, their size is kept
// (`auto`), so the scrollbar and the page below do not jump back.
// Unthrottled trace, 375 px, 3 loads each: main-thread work 767-864 -> 725-775 ms (stripped page 219-340 -> 178-285).
const lowerPartSlot = css(`
  display: grid;
  gap: ${space[7]};
  & > * {
    min-width: 0;
    content-visibility: auto;
    /* A height to stand in until drawn; no width: the column gives it. */
    contain-intrinsic-height: auto 1200px;
  }
`);

/**
 * The dashboard (docs/requirements.md §3): the skeleton, the failed page or the loaded page, as
 * `pageState` says from the three queries (§4), composed from the blocks. It reads only the
 * queries' status flags, never their data: each block reads its own, so a poll re-renders
 * the block whose data changed, not the page.
 */
export function DashboardPage() {
  // The loaded page, the biggest render of a visit that starts from the skeleton, renders in
  // the background, in slices. Lighthouse mobile, client-only path, 6 runs: TBT median 176 ms with, 419 ms without.
  const state = useDeferredValue(
    pageState({ dashboard: useDashboard(), trades: useTrades(), activities: useActivities() }),
  );
  // Starting from the skeleton, the lower part's code loads alongside the data, so it is here
  // when the page shows. A page that starts with its data (the server's) renders the lower part
  // at once, or, hydrating, once it is wanted (DeferredLowerPart). Read once: a re-render of the
  // page after hydration would make React hydrate the blocks below at once, in one task.
  const [startedWithData] = useState(state === 'ready');
  useEffect(() => {
    if (startedWithData) return;
    lowerPartModule.load().catch(() => {
      // Shown as nothing (DeferredLowerPart); the rest of the page works.
    });
  }, [startedWithData]);
  const lowerPartSlotRef = useLowerPartTrigger();

  return (
    <>
      <DashboardToasts />
      <BalanceTitle />
      {state === 'loading' ? (
        <DashboardSkeleton />
      ) : state === 'failed' ? (
        <PageLayout>
          <DashboardLoadError />
        </PageLayout>
      ) : (
        <PageLayout backdrop={<DeferredFloatingPhrases />}>
          <Hero status={<DeferredLiveFreshness />} />
          {/* Below the hero each block is a Suspense boundary, so hydrating the server's markup
              takes several tasks: with the lower part as a chunk, TBT median 324 -> 172 ms (Lighthouse mobile, 12 loads). */}
          <Suspense>
            <DashboardFigures
              id="dashboard"
              tradesCard={<LatestTradesCard status={<DeferredStatusWord randomKey={0} />} />}
              renderValue={glitchValue}
              renderStatus={statusWord}
            />
          </Suspense>
          <div ref={lowerPartSlotRef} css={lowerPartSlot}>
            {lowerPart}
          </div>
        </PageLayout>
      )}
    </>
  );
}
