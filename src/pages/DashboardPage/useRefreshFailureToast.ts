import { useEffect, useRef } from 'react';
import { toast } from '../../components/Toast/toastApi';

export interface WatchedQuery {
  /** What the visitor reads in the toast: 'dashboard statistics', 'latest trades'... */
  label: string;
  isRefetchError: boolean;
  isError: boolean;
  error: Error | null;
}

/**
 * One destructive toast per failure streak of a background refresh (DESIGN decision 4):
 * the first failed poll after good data raises it; later failures of the same streak stay
 * quiet; a successful poll ends the streak.
 */
export function useRefreshFailureToast({ label, isRefetchError, isError, error }: WatchedQuery) {
  const inStreak = useRef(false);
  useEffect(() => {
    if (isRefetchError && !inStreak.current) {
      inStreak.current = true;
      toast({
        variant: 'destructive',
        title: `Couldn't refresh ${label}`,
        description: `${error?.message ?? 'Unknown error'}. Showing the last data received.`,
      });
    } else if (!isError) {
      inStreak.current = false;
    }
  }, [label, isRefetchError, isError, error]);
}
