'use client';

import { useEffect, useRef } from 'react';
import { toast } from '../../components/Toast/toastApi';
import { useBrand } from '../../config';
import { nextPollDelay, retryAfterOf } from '../../data';
import { formatTimeUntil } from '../../format';

export interface WatchedQuery {
  /** What the visitor reads in the toast: 'dashboard statistics', 'latest trades'... */
  label: string;
  /** The endpoint's polling interval, to say when the next try is after a Retry-After. */
  intervalMs: number;
  isRefetchError: boolean;
  isError: boolean;
  error: Error | null;
}

/**
 * One destructive toast per failure streak of a background refresh (docs/requirements.md §4.5):
 * the first failed poll after good data raises it; later failures of the same streak stay
 * quiet; a successful poll ends the streak.
 */
export function useRefreshFailureToast({ label, intervalMs, isRefetchError, isError, error }: WatchedQuery) {
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
