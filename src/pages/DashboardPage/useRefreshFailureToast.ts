'use client';

import { useEffect, useRef } from 'react';
import { toast } from '../../components/Toast/toastApi';
import { useBrand } from '../../config';
import { nextPollDelay, retryAfterOf, type PolledQueryResult } from '../../data';
import { formatTimeUntil } from '../../format';

/** What the toast reads of a query: whether its refresh failed, and with which error. */
export type WatchedQuery = Pick<PolledQueryResult<unknown>, 'isRefetchError' | 'isError' | 'error'>;

/**
 * One destructive toast per failure streak of a background refresh (docs/requirements.md §4.5):
 * the first failed poll after good data raises it; later failures of the same streak stay
 * quiet; a successful poll ends the streak. `label` is what the visitor reads ('dashboard
 * statistics', 'latest trades'...); `intervalMs`, the endpoint's polling interval, says when
 * the next try is after a Retry-After.
 */
export function useRefreshFailureToast(query: WatchedQuery, label: string, intervalMs: number) {
  const { isRefetchError, isError, error } = query;
  const inStreak = useRef(false);
  const { locale } = useBrand();
  useEffect(() => {
    if (isRefetchError && !inStreak.current) {
      inStreak.current = true;
      const asked = retryAfterOf(error) !== undefined;
      toast({
        variant: 'destructive',
        title: `Couldn't refresh ${label}`,
        description:
          `${error?.message ?? 'Unknown error'}. Showing the last data received.` +
          (asked
            ? ` The server asked us to wait; next try ${formatTimeUntil(nextPollDelay(intervalMs, error), locale)}.`
            : ''),
      });
    } else if (!isError) {
      inStreak.current = false;
    }
  }, [label, intervalMs, isRefetchError, isError, error, locale]);
}
