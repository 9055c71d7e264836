'use client';

import { css } from '@emotion/react';
import { memo, Suspense, useDeferredValue, useEffect } from 'react';
import { useDashboard, useTrades, useActivities } from '../../data';
import { Header } from '../../components/Header';
import { Hero } from '../../components/Hero';
import { DashboardGrid, LatestTradesCard } from '../../components/DashboardGrid';
import { Footer } from '../../components/Footer';
import { DashboardSkeleton } from '../../components/DashboardSkeleton';
import { ErrorPanel } from '../../components/ErrorPanel';
import { DeferredFloatingPhrases, DeferredGlitchText, DeferredStatusWord } from '../../components/Decorations/deferred';
import { MotionToggle } from '../../components/MotionToggle';
import { DeferredLiveFreshness } from '../../components/Freshness/deferred';
import { POLL_ACTIVITIES_MS, POLL_DASHBOARD_MS, POLL_TRADES_MS } from '../../constants';
import { useHoldDeferred } from '../../deferred/deferred';
import { colors, layout, space } from '../../theme';
import { useRefreshFailureToast } from './useRefreshFailureToast';
import { useNewBurnToast } from './useNewBurnToast';
import { useBalanceTitle } from './useBalanceTitle';
import { LowerPartOrNothing, lowerPartModule } from './deferredLowerPart';

const shell = css(`
  position: relative;
  min-height: 100vh;
  overflow-x: clip;
`);
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
  z-index: 10;
  padding: ${space[2]} ${space[4]};
  background: ${colors.gold};
  color: ${colors.background};
  font-weight: 700;
  &:focus {
    top: ${space[2]};
  }
`);

// Decorations load after the first paint (components/Decorations/deferred.tsx).
const renderGlitchValue = (text: string) => <DeferredGlitchText text={text} />;
const renderStatusWord = () => <DeferredStatusWord />;
// Elements made once: React skips a subtree whose element is the very same object, so a
// re-render of the page never re-renders these.
const headerActions = <MotionToggle />;
const tradesCard = <LatestTradesCard status={<DeferredStatusWord />} />;
const staticTop = (
  <>
    <DeferredFloatingPhrases />
    <Header actions={headerActions} />
  </>
);
// Below the hero, each block is a Suspense boundary: hydrating server markup, React hydrates
// the header and hero in the first task and these blocks later, in slices (issue 13: TBT).
// Made once, like the elements above, so a re-render of the page never reaches a block that
// has not hydrated yet (which would make React hydrate it at once, in one long task).
// Measured with the lower part's chunk and the typewriter's later start: TBT median 324 -> 172 ms (12 loads each, 4x CPU).
const lowerPart = (
  <Suspense>
    <LowerPartOrNothing />
  </Suspense>
);
const footer = (
  <Suspense>
    <Footer />
  </Suspense>
);
const hero = <Hero status={<DeferredLiveFreshness />} />;
const watchers = (
  <>
    <RefreshFailureToast label="dashboard statistics" intervalMs={POLL_DASHBOARD_MS} useQuery={useDashboard} />
    <RefreshFailureToast label="latest trades" intervalMs={POLL_TRADES_MS} useQuery={useTrades} />
    <RefreshFailureToast label="activity feed" intervalMs={POLL_ACTIVITIES_MS} useQuery={useActivities} />
    <NewBurnToast />
    <BalanceTitle />
  </>
);

/**
 * The dashboard: calls the three data hooks and composes the components (docs/requirements.md §3).
 * While any first load is pending, or the dashboard data is missing, the skeleton shows
 * (docs/requirements.md §4.1); a failed first load of the dashboard shows an error panel with Retry
 * (docs/requirements.md §4.3, §4.4); trades and activities fail inline inside their own blocks.
 *
 * Rendering stays local: this component reads only the loading state (never the data, so a
 * poll does not re-render it), the figures are read by DashboardFigures, the trades card
 * and the feed read their own data, and the toasts are raised by watchers that render nothing.
 */
export function DashboardPage() {
  const dashboard = useDashboard();
  const trades = useTrades();
  const activities = useActivities();
  // "Data present" without reading `data`: success, or a failed refresh over good data.
  const hasDashboardData = dashboard.isSuccess || dashboard.isRefetchError;

  const failedFirstLoad = dashboard.isFetched && !hasDashboardData && (dashboard.isError || dashboard.isFetching);
  // "Pending" means the first load has not settled yet (isFetched), so a Retry of a failed
  // trades or feed load never swaps the whole page back to the skeleton.
  const loading = !dashboard.isFetched || !trades.isFetched || !activities.isFetched || !hasDashboardData;
  // The loaded page is the biggest render of the visit: React renders it in the background,
  // in slices, with the skeleton on screen until it commits, so it never blocks input.
  const showPage = useDeferredValue(!loading && !failedFirstLoad);
  // The toast region, tooltips and decorations load only after the first full view.
  useHoldDeferred(!failedFirstLoad && (loading || !showPage));
  // The lower part's code loads alongside the data, so it is here when the page shows.
  useEffect(() => {
    lowerPartModule.load().catch(() => {
      // Shown as nothing (LowerPartOrNothing); the rest of the page works.
    });
  }, []);

  // The watchers come first in every state, so they stay mounted across the states.
  let body;
  if (failedFirstLoad) {
    body = (
      <div css={shell}>
        <Header actions={headerActions} />
        <main id="main" css={mainCss}>
          <ErrorPanel
            title="The dashboard could not be loaded"
            message={dashboard.error?.message ?? 'Retrying…'}
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        </main>
        {footer}
      </div>
    );
  } else if (loading || !showPage) {
    body = <DashboardSkeleton />;
  } else {
    body = (
      <div css={shell}>
        <a href="#main" css={skipLink}>
          Skip to content
        </a>
        {staticTop}
        <main id="main" css={mainCss}>
          {hero}
          {figures}
          {lowerPart}
        </main>
        {footer}
      </div>
    );
  }
  return (
    <>
      {watchers}
      {body}
    </>
  );
}

/** The grid, connected: the only part of the page that re-renders when the summary changes. */
const DashboardFigures = memo(function DashboardFigures() {
  const dashboard = useDashboard();
  const stale = dashboard.isRefetchError;
  if (!dashboard.data) return null;
  return (
    <DashboardGrid
      summary={dashboard.data}
      stale={stale}
      // Read only while stale: reading it subscribes to every successful poll's timestamp.
      lastSuccessAt={stale ? dashboard.lastSuccessAt : undefined}
      tradesCard={tradesCard}
      renderValue={renderGlitchValue}
      renderStatus={renderStatusWord}
    />
  );
});

const figures = (
  <Suspense>
    <DashboardFigures />
  </Suspense>
);

/** Raises the refresh-failure toast of one endpoint; renders nothing. */
function RefreshFailureToast({
  label,
  intervalMs,
  useQuery,
}: {
  label: string;
  intervalMs: number;
  useQuery: typeof useDashboard | typeof useTrades | typeof useActivities;
}) {
  const query = useQuery();
  useRefreshFailureToast({
    label,
    intervalMs,
    isRefetchError: query.isRefetchError,
    isError: query.isError,
    error: query.error,
  });
  return null;
}

/** Keeps the tab title on the live balance; renders nothing. */
function BalanceTitle() {
  useBalanceTitle();
  return null;
}

/** Raises the toast for a burn that arrives while the page is open; renders nothing. */
function NewBurnToast() {
  useNewBurnToast(useActivities().data);
  return null;
}
