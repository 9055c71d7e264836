'use client';

import { POLL_DASHBOARD_MS } from '../../constants';
import { dashboardSummarySchema } from '../schemas';
import { usePolledQuery } from '../usePolledQuery';

/** The query key (and path) of GET /api/dashboard. */
export const dashboardQueryKey = ['/api/dashboard'] as const;

/** GET /api/dashboard, every 30 s (spec section 7). */
export function useDashboard() {
  return usePolledQuery(dashboardQueryKey[0], dashboardSummarySchema, POLL_DASHBOARD_MS);
}
