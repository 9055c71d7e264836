import { css } from '@emotion/react';
import { useDashboard, useTrades, useActivities } from '../../data';
import { Header } from '../../components/Header';
import { Hero } from '../../components/Hero';
import { DashboardGrid, LatestTradesCard } from '../../components/DashboardGrid';
import { HowItWorks } from '../../components/HowItWorks';
import { ActivityFeed } from '../../components/ActivityFeed';
import { Footer } from '../../components/Footer';
import { DashboardSkeleton } from '../../components/DashboardSkeleton';
import { ErrorPanel } from '../../components/ErrorPanel';
import { FloatingPhrases, GlitchText, StatusWord } from '../../components/Decorations';
import { MotionToggle } from '../../components/MotionToggle';
import { POLL_ACTIVITIES_MS, POLL_DASHBOARD_MS, POLL_TRADES_MS } from '../../constants';
import { colors, space } from '../../theme';
import { useRefreshFailureToast } from './useRefreshFailureToast';
import { useNewBurnToast } from './useNewBurnToast';

const shell = css(`
  position: relative;
  min-height: 100vh;
  overflow-x: clip;
`);
const mainCss = css(`
  position: relative;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${space[4]} ${space[7]};
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

const renderGlitchValue = (text: string) => <GlitchText text={text} />;
const renderStatusWord = () => <StatusWord />;

/**
 * The dashboard: calls the three data hooks and composes the components (spec section 2).
 * While any first load is pending, or the dashboard data is missing, the skeleton shows
 * (spec section 4); a failed first load of the dashboard shows an error panel with Retry
 * (DESIGN decision 4); trades and activities fail inline inside their own blocks.
 */
export function DashboardPage() {
  const dashboard = useDashboard();
  const trades = useTrades();
  const activities = useActivities();

  useRefreshFailureToast({ label: 'dashboard statistics', intervalMs: POLL_DASHBOARD_MS, ...dashboard });
  useRefreshFailureToast({ label: 'latest trades', intervalMs: POLL_TRADES_MS, ...trades });
  useRefreshFailureToast({ label: 'activity feed', intervalMs: POLL_ACTIVITIES_MS, ...activities });
  useNewBurnToast(activities.data);

  if (dashboard.isFetched && !dashboard.data && (dashboard.isError || dashboard.isFetching)) {
    return (
      <div css={shell}>
        <Header actions={<MotionToggle />} />
        <main id="main" css={mainCss}>
          <ErrorPanel
            title="The dashboard could not be loaded"
            message={dashboard.error?.message ?? 'Retrying…'}
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        </main>
        <Footer />
      </div>
    );
  }

  // "Pending" means the first load has not settled yet (isFetched), so a Retry of a failed
  // trades or feed load never swaps the whole page back to the skeleton.
  const loading = !dashboard.isFetched || !trades.isFetched || !activities.isFetched || !dashboard.data;
  if (loading) return <DashboardSkeleton />;

  return (
    <div css={shell}>
      <a href="#main" css={skipLink}>
        Skip to content
      </a>
      <FloatingPhrases />
      <Header actions={<MotionToggle />} />
      <main id="main" css={mainCss}>
        <Hero />
        <DashboardGrid
          summary={dashboard.data}
          stale={dashboard.isRefetchError}
          lastSuccessAt={dashboard.lastSuccessAt}
          tradesCard={<LatestTradesCard status={<StatusWord />} />}
          renderValue={renderGlitchValue}
          renderStatus={renderStatusWord}
        />
        <HowItWorks />
        <ActivityFeed />
      </main>
      <Footer />
    </div>
  );
}
