'use client';

import { useState } from 'react';
import { lastSuccessAt, type PolledQueryResult } from './usePolledQuery';

/**
 * What a block on the page shows (docs/requirements.md §4):
 * - `loading`: its first load is under way;
 * - `error`: its first load failed (also while a Retry of it runs);
 * - `ready`: it has data (current, or the last good data when `stale`).
 */
export type BlockStatus = 'loading' | 'error' | 'ready';

/**
 * The props every presentational part of a connected block takes besides its data (the
 * `…View` of CONTRIBUTING.md's naming rule), so a connected block passes them on as they are.
 */
export interface BlockStateProps {
  /** What the block shows: its loading placeholder, its inline error, or its data. */
  state: BlockStatus;
  /** The failed first load's message (`{status}: {text}`, docs/requirements.md §5.2). */
  error?: string;
  /** Asks again after a failed first load. */
  onRetry?: () => void;
  /** A Retry of the failed first load is under way. */
  retrying?: boolean;
  /** The last background refresh failed; the data shown is the last good one (docs/requirements.md §4.5). */
  stale?: boolean;
  /** When the data on screen was received; given while stale, for the stale mark. */
  lastSuccessAt?: number;
}

/** A block's query as the block shows it: its data, and the props its `…View` takes. */
export interface BlockState<T> {
  /** The data on screen; undefined until the first load succeeds. */
  data: T | undefined;
  /** As in BlockStateProps, and so are the fields below. */
  state: BlockStatus;
  /** The failed first load's message, kept while its Retry runs. */
  error: string | undefined;
  /** Asks again (refetch). */
  onRetry: () => void;
  /** A fetch after a failed first load is under way. */
  retrying: boolean;
  /** The last background refresh failed over good data. */
  stale: boolean;
  /** When the data on screen was received; only while stale. */
  lastSuccessAt: number | undefined;
}

/** The flags of a query result that decide its status; reading them never subscribes to its data. */
export type QueryFlags = Pick<
  PolledQueryResult<unknown>,
  'isSuccess' | 'isRefetchError' | 'isError' | 'isFetched' | 'isFetching'
>;

/**
 * The status of a block from its query's flags alone (reading `data` would subscribe the
 * caller to every poll that brings new data). TanStack clears the error of a query without
 * data when a Retry starts (its status is `pending` again), so a query that has settled once
 * and is fetching without data is a failed first load being retried, not a first load.
 */
export function blockStatus(query: QueryFlags): BlockStatus {
  if (query.isSuccess || query.isRefetchError) return 'ready';
  if (query.isError || (query.isFetched && query.isFetching)) return 'error';
  return 'loading';
}

/**
 * One adapter from a polled query to what its block shows: data, `loading` / `error` /
 * `ready`, stale after a failed refresh (with when the data on screen was received), and a
 * Retry with its progress. The message of a failed first load stays while its Retry runs.
 *
 * TanStack re-renders a component only for the result fields it reads, so the fetch progress
 * and the success timestamp are read only where they are shown: a poll that brings the same
 * data re-renders nothing.
 */
export function useBlockState<T>(query: PolledQueryResult<T>): BlockState<T> {
  const state = blockStatus(query);
  const message = state === 'error' ? query.error?.message : undefined;
  // While a Retry runs the query has no error; keep showing the one it is retrying.
  const [lastError, setLastError] = useState<string | undefined>(undefined);
  if (message !== undefined && message !== lastError) setLastError(message);
  const stale = state === 'ready' && query.isRefetchError;
  return {
    data: query.data,
    state,
    error: state === 'error' ? (message ?? lastError) : undefined,
    onRetry: () => void query.refetch(),
    retrying: state === 'error' && query.isFetching,
    stale,
    lastSuccessAt: stale ? lastSuccessAt(query) : undefined,
  };
}

/**
 * A view's props split in two: its block state (what `useBlockState` gives) and the rest (its
 * data, texts and the attributes for its root element).
 */
export function splitBlockState<P extends Partial<BlockStateProps>>({
  state,
  error,
  onRetry,
  retrying,
  stale,
  lastSuccessAt,
  ...rest
}: P) {
  return [{ state, error, onRetry, retrying, stale, lastSuccessAt }, rest] as const;
}
