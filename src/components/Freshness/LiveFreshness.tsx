'use client';

import { POLL_ACTIVITIES_MS, POLL_DASHBOARD_MS, POLL_TRADES_MS, FRESHNESS_TICK_MS } from '../../constants';
import { lastSuccessAt, useActivities, useDashboard, useTrades } from '../../data';
import { useNow } from '../../motion';
import { forwardRef } from 'react';
import { Freshness, type FreshnessProps } from './Freshness';
import { freshnessOf } from './freshnessStatus';

/** Props of LiveFreshness: any attribute of the indicator's `p`; the status and times come from the queries. */
export type LiveFreshnessProps = Omit<FreshnessProps, 'status' | 'lastSuccessAt' | 'updatedAt' | 'now'>;

/**
 * The freshness indicator, connected: reads when each of the three queries last succeeded and
 * whether its last request failed, and ticks once a second. It is the only component these
 * ticks render; place it as an element made once (as the page's hero does) so that nothing
 * around it renders with it.
 */
export const LiveFreshness = forwardRef<HTMLParagraphElement, LiveFreshnessProps>(function LiveFreshness(props, ref) {
  const dashboard = useDashboard();
  const trades = useTrades();
  const activities = useActivities();
  const now = useNow(FRESHNESS_TICK_MS);
  const { status, updatedAt } = freshnessOf(
    [
      { lastSuccessAt: lastSuccessAt(dashboard), intervalMs: POLL_DASHBOARD_MS, failed: dashboard.isError },
      { lastSuccessAt: lastSuccessAt(trades), intervalMs: POLL_TRADES_MS, failed: trades.isError },
      { lastSuccessAt: lastSuccessAt(activities), intervalMs: POLL_ACTIVITIES_MS, failed: activities.isError },
    ],
    now,
  );
  return <Freshness ref={ref} {...props} status={status} lastSuccessAt={updatedAt} now={now} />;
});
LiveFreshness.displayName = 'LiveFreshness';
