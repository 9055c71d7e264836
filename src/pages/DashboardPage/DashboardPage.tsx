'use client';

import { Suspense, useDeferredValue, useEffect } from 'react';
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
} from '../../deferred/parts';
import { BalanceTitle } from './BalanceTitle';
import { DashboardLoadError } from './DashboardLoadError';
import { DashboardToasts } from './DashboardToasts';
import { PageLayout } from './PageLayout';
import { pageState } from './pageState';

// Decorations load after the first paint (src/deferred/parts.tsx). Functions made once: the
// figure cards are memoised on their props (DashboardFiguresView, with the figure).
const glitchValue = (text: string) => <DeferredGlitchText text={text} />;
const statusWord = () => <DeferredStatusWord />;

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
  // The lower part's code loads alongside the data, so it is here when the page shows.
  useEffect(() => {
    lowerPartModule.load().catch(() => {
      // Shown as nothing (DeferredLowerPart); the rest of the page works.
    });
  }, []);

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
              tradesCard={<LatestTradesCard status={<DeferredStatusWord />} />}
              renderValue={glitchValue}
              renderStatus={statusWord}
            />
          </Suspense>
          <Suspense>
            <DeferredLowerPart />
          </Suspense>
        </PageLayout>
      )}
    </>
  );
}
