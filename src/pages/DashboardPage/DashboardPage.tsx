'use client';

import { css } from '@emotion/react';
import { Suspense, useDeferredValue } from 'react';
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
import { loadableModule, useLoadWhen } from '../../deferred/loadWhen';
import { space } from '../../theme';
import { BalanceTitle } from './BalanceTitle';
import { DashboardLoadError } from './DashboardLoadError';
import { PageLayout } from './PageLayout';
import { pageState } from './pageState';

// The page's toasts (a failed refresh, a burn that arrives) watch the polls, whose first answers
// come long after the page is idle, so their code comes at idle, not with the first view.
const toastsModule = loadableModule(() => import('./DashboardToasts'));
function DeferredDashboardToasts() {
  const m = useLoadWhen(toastsModule, 'idle').value;
  return m ? <m.DashboardToasts /> : null;
}

// Functions made once: the figure cards are memoised on their props (DashboardFiguresView).
const glitchValue = (text: string) => <DeferredGlitchText text={text} />;
const statusWord = (index: number) => <DeferredStatusWord randomKey={index} />;

// The same column as the page's main (PageLayout): the slot adds no space of its own. Its
// sections start below the first view, so the browser lays them out and paints them when they
// come near the screen, not at load (docs/requirements.md §11.4); once drawn, their size is kept
// (`auto`), so the scrollbar and the page below do not jump back.
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
  // the background, in slices, so input is never stuck behind it.
  const state = useDeferredValue(
    pageState({ dashboard: useDashboard(), trades: useTrades(), activities: useActivities() }),
  );
  // Starting from the skeleton, the lower part's code loads alongside the data, so it is there
  // when the page shows.
  useLoadWhen(lowerPartModule, state === 'loading' ? 'now' : false);

  return (
    <>
      <DeferredDashboardToasts />
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
              takes several tasks, not one long one. */}
          <Suspense>
            <DashboardFigures
              id="dashboard"
              tradesCard={<LatestTradesCard status={<DeferredStatusWord randomKey={0} />} />}
              renderValue={glitchValue}
              renderStatus={statusWord}
            />
          </Suspense>
          <DeferredLowerPart css={lowerPartSlot} />
        </PageLayout>
      )}
    </>
  );
}
