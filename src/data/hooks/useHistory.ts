'use client';

import { HISTORY_DEFAULT_RANGE, POLL_HISTORY_MS } from '../../constants';
import { ApiError } from '../apiError';
import type { HistoryRange } from '../historyTypes';
import { historyQueryKey } from '../queryKeys';
import { usePolledQuery } from '../usePolledQuery';

/**
 * A 404 from GET /api/history means this server keeps no history (`API_CACHE=off`,
 * docs/requirements.md §13.4): nothing to show, and nothing to poll for.
 */
export const isNoHistory = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * GET /api/history?range=…, polled every POLL_HISTORY_MS (the server's sampling interval,
 * docs/requirements.md §13.3). Each range is its own cached answer; switching range keeps the
 * previous range's data on screen (`isPlaceholderData`) until the new one arrives.
 */
export function useHistory(range: HistoryRange = HISTORY_DEFAULT_RANGE) {
  return usePolledQuery(
    historyQueryKey(range)[0],
    () => import('../schemas').then((m) => m.historySchema),
    POLL_HISTORY_MS,
    {
      queryKey: historyQueryKey(range),
      search: `?range=${encodeURIComponent(range)}`,
      keepPreviousData: true,
      pollAfterError: (error) => !isNoHistory(error),
    },
  );
}
