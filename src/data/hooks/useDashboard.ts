'use client';

import { POLL_DASHBOARD_MS } from '../../constants';
import { usePolledQuery } from '../usePolledQuery';
import { dashboardQueryKey } from '../queryKeys';

/** GET /api/dashboard, every 30 s (docs/requirements.md §5.1). */
export function useDashboard() {
  return usePolledQuery(
    dashboardQueryKey[0],
    () => import('../schemas').then((m) => m.dashboardSummarySchema),
    POLL_DASHBOARD_MS,
  );
}
