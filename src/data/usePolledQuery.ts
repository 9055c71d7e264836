'use client';

import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type * as v from 'valibot';
import { getQueryFn, retryAfterOf } from './client';
import { useApiConfig } from './ApiConfig';

/** What the data hooks return: TanStack Query's result plus when the data on screen was received. */
export type PolledQueryResult<T> = UseQueryResult<T, Error> & {
  /** When the data on screen was received; undefined before the first success. */
  lastSuccessAt: number | undefined;
};

/**
 * The wait before the next poll: the endpoint's interval, or longer when the last answer was a
 * 429/503 whose Retry-After asks for more (capped by RETRY_AFTER_MAX_MS in the client).
 */
export function nextPollDelay(intervalMs: number, lastError: unknown): number {
  return Math.max(intervalMs, retryAfterOf(lastError) ?? 0);
}

/**
 * One endpoint, validated (with the schema `loadSchema` gives) and polled. The key is `[path]` (the request key of docs/requirements.md §5.2); a
 * failed refresh keeps the last good `data` and sets `isRefetchError`, which the page uses
 * for the stale mark. TanStack pauses `refetchInterval` while the tab is hidden, and restarts
 * it whenever the query changes, so after a Retry-After the normal interval resumes from the
 * next answer.
 */
export function usePolledQuery<S extends v.GenericSchema>(
  path: string,
  loadSchema: () => Promise<S>,
  intervalMs: number,
): PolledQueryResult<v.InferOutput<S>> {
  const { baseUrl } = useApiConfig();
  const fetchJson = getQueryFn({ baseUrl, on401: 'throw' });
  // The schemas (and valibot) load with the first request, beside it: a page that starts with
  // the server's data needs them only at its first poll (2 KB gzip off the first view's code).
  const queryFn = async (context: Parameters<typeof fetchJson>[0]) => {
    const [body, schema, { parseResponse }] = await Promise.all([
      fetchJson(context),
      loadSchema(),
      import('./schemas'),
    ]);
    return parseResponse(path, schema, body);
  };
  const result = useQuery({
    queryKey: [path],
    queryFn,
    refetchInterval: (query) => nextPollDelay(intervalMs, query.state.error),
    refetchIntervalInBackground: false,
    // A block that mounts after a failed load shows the error and its Retry button; it must
    // not fire a request of its own just by mounting.
    retryOnMount: false,
  });
  // A getter, so only components that read it subscribe to dataUpdatedAt (TanStack re-renders a
  // component for the fields it reads). Bench: a plain field re-renders 15 components on a poll with the same answer; this, none.
  return Object.defineProperty(result, 'lastSuccessAt', {
    get: () => (result.data === undefined ? undefined : result.dataUpdatedAt),
    enumerable: true,
    configurable: true,
  }) as PolledQueryResult<v.InferOutput<S>>;
}
