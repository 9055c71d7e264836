'use client';

import { useActivities, useDashboard, useTrades } from '../../data';
import { POLL_ACTIVITIES_MS, POLL_DASHBOARD_MS, POLL_TRADES_MS } from '../../constants';
import { useNewBurnToast } from './useNewBurnToast';
import { useRefreshFailureToast } from './useRefreshFailureToast';

/**
 * The page's toasts: a failed refresh of each endpoint (docs/requirements.md §4.5) and a burn
 * that arrives while the page is open (§4.7). Renders nothing; a component of its own so that
 * reading the activities re-renders this, not the whole page (the bench's render counts check
 * it: docs/measurements.md).
 */
export function DashboardToasts() {
  const activities = useActivities();
  useRefreshFailureToast(useDashboard(), 'dashboard statistics', POLL_DASHBOARD_MS);
  useRefreshFailureToast(useTrades(), 'latest trades', POLL_TRADES_MS);
  useRefreshFailureToast(activities, 'activity feed', POLL_ACTIVITIES_MS);
  useNewBurnToast(activities.data);
  return null;
}
