import type { QueryFunction, QueryFunctionContext } from '@tanstack/react-query';
import { ERROR_TEXT_MAX_CHARS, REQUEST_TIMEOUT_MS, RETRY_AFTER_MAX_MS } from '../constants';
import { truncateText } from '../format/text';
import { ApiError } from './apiError';

export { ApiError, retryAfterOf } from './apiError';

/** Options of getQueryFn. */
export interface QueryFnOptions {
  /** 'returnNull' makes a 401 resolve to null; the default throws (docs/requirements.md §5.2). */
  on401?: 'returnNull' | 'throw';
  /** Prefix for the path in the query key; default '' (same origin). */
  baseUrl?: string;
  /** A request that has not answered by then is aborted and fails. */
  timeoutMs?: number;
}

/**
 * Retry-After as milliseconds: delta-seconds (`120`) or an HTTP date; undefined when absent or
 * not understood. Capped at RETRY_AFTER_MAX_MS so a mistaken or hostile header cannot stop
 * the page from asking again for hours.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  let ms: number;
  if (/^\d+$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else {
    const at = Date.parse(trimmed);
    if (Number.isNaN(at) || !/[a-z]/i.test(trimmed)) return undefined;
    ms = at - now;
  }
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), RETRY_AFTER_MAX_MS);
}

/**
 * Throws an ApiError unless the response is 2xx (docs/requirements.md §5.2). A very long body (an HTML
 * error page, say) is cut to ERROR_TEXT_MAX_CHARS so the message stays readable on screen.
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = (await res.text().catch(() => '')).trim();
  const text = truncateText(body, ERROR_TEXT_MAX_CHARS) || res.statusText;
  const retryAfterMs =
    res.status === 429 || res.status === 503 ? parseRetryAfter(res.headers.get('retry-after')) : undefined;
  throw new ApiError(res.status, `${res.status}: ${text}`, retryAfterMs);
}

/**
 * The TanStack query function of docs/requirements.md §5.2: GET `baseUrl + queryKey[0]` with credentials,
 * parse JSON; non-2xx throws `{status}: {text}`; optionally a 401 resolves to null.
 */
export function getQueryFn<T = unknown>(options: QueryFnOptions = {}): QueryFunction<T | null> {
  const { on401 = 'throw', baseUrl = '', timeoutMs = REQUEST_TIMEOUT_MS } = options;
  return async ({ queryKey, signal }: QueryFunctionContext) => {
    const path = String(queryKey[0]);
    // A timer (not AbortSignal.timeout) so fake clocks in tests can run the timeout too.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort);
    const timeoutError = () => new Error(`Request to ${path} timed out after ${timeoutMs / 1000} s`);
    try {
      let res: Response;
      try {
        res = await fetch(baseUrl + path, {
          credentials: 'include',
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        });
      } catch (error) {
        if (timedOut) throw timeoutError();
        if (signal?.aborted) throw error;
        throw new Error(`Network error: ${path} could not be reached`);
      }
      if (on401 === 'returnNull' && res.status === 401) return null;
      await throwIfResNotOk(res);
      let body: string;
      try {
        body = await res.text();
      } catch {
        if (timedOut) throw timeoutError();
        throw new Error(`Network error: the answer from ${path} broke off`);
      }
      try {
        return JSON.parse(body) as T;
      } catch {
        throw new Error(`Invalid JSON from ${path}`);
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  };
}
