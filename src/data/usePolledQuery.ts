'use client';

import {
  keepPreviousData,
  useQuery,
  type QueryFunctionContext,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import type * as v from 'valibot';
import { retryAfterOf } from './apiError';
import { useApiConfig } from './ApiConfig';

/** What the data hooks return: TanStack Query's result. */
export type PolledQueryResult<T> = UseQueryResult<T, Error>;

/**
 * When the data on screen was received; undefined before the first success. It reads the
 * result's fields only when called, so a component that does not call it is not re-rendered
 * for a new timestamp (TanStack re-renders a component for the fields it reads).
 */
export function lastSuccessAt(query: UseQueryResult<unknown, Error>): number | undefined {
  return query.data === undefined ? undefined : query.dataUpdatedAt;
}

/** More of a polled endpoint: one with a query string, such as GET /api/history?range=… */
export interface PolledQueryOptions {
  /** The query key; default `[path]`. Each key is its own cached answer and its own poll. */
  queryKey?: QueryKey;
  /** Appended to the path in the request (`?range=24h`); default none. */
  search?: string;
  /**
   * While a new key's first answer loads, keep the previous key's data on screen
   * (`isPlaceholderData` is true meanwhile); default false.
   */
  keepPreviousData?: boolean;
  /** Whether to keep polling after this error; default always. A 404 that means "not here" may stop it. */
  pollAfterError?: (error: Error) => boolean;
}

/**
 * The wait before the next poll: the endpoint's interval, or longer when the last answer was a
 * 429/503 whose Retry-After asks for more (capped by RETRY_AFTER_MAX_MS in the client).
 */
export function nextPollDelay(intervalMs: number, lastError: unknown): number {
  return Math.max(intervalMs, retryAfterOf(lastError) ?? 0);
}

/** The fetch code (./client), once the first request has loaded it. */
let client: typeof import('./client') | undefined;

/**
 * One endpoint, validated (with the schema `loadSchema` gives) and polled. The key is `[path]` (the request key of docs/requirements.md §5.2) unless `options` name another; a
 * failed refresh keeps the last good `data` and sets `isRefetchError`, which the page uses
 * for the stale mark. TanStack pauses `refetchInterval` while the tab is hidden, and restarts
 * it whenever the query changes, so after a Retry-After the normal interval resumes from the
 * next answer.
 */
export function usePolledQuery<S extends v.GenericSchema>(
  path: string,
  loadSchema: () => Promise<S>,
  intervalMs: number,
  { queryKey = [path], search = '', keepPreviousData: keepPrevious = false, pollAfterError }: PolledQueryOptions = {},
): PolledQueryResult<v.InferOutput<S>> {
  const { baseUrl } = useApiConfig();
  // The fetch code, the schemas and valibot load with the first request: a page that starts with
  // the server's data needs them only at its first poll.
  const queryFn = async (context: QueryFunctionContext) => {
    // Kept once loaded: a poll then starts its request at once, not after an import's round trip.
    client ??= await import('./client');
    const { getQueryFn } = client;
    const [body, schema, { parseResponse }] = await Promise.all([
      getQueryFn({ baseUrl, on401: 'throw' })({ ...context, queryKey: [path + search] }),
      loadSchema(),
      import('./schemas'),
    ]);
    return parseResponse(path, schema, body);
  };
  return useQuery({
    queryKey,
    queryFn,
    refetchInterval: (query) => {
      const { error } = query.state;
      if (error && pollAfterError && !pollAfterError(error)) return false;
      return nextPollDelay(intervalMs, error);
    },
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    refetchIntervalInBackground: false,
    // A block that mounts after a failed load shows the error and its Retry button; it must
    // not fire a request of its own just by mounting.
    retryOnMount: false,
  });
}
