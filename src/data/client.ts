import type { QueryFunction, QueryFunctionContext } from '@tanstack/react-query';
import { REQUEST_TIMEOUT_MS } from '../constants';

export interface QueryFnOptions {
  /** 'returnNull' makes a 401 resolve to null; the default throws (spec section 7). */
  on401?: 'returnNull' | 'throw';
  /** Prefix for the path in the query key; default '' (same origin). */
  baseUrl?: string;
  /** A request that has not answered by then is aborted and fails. */
  timeoutMs?: number;
}

/** A failed request. Its message is `{status}: {body text or status text}` (spec section 8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Throws an ApiError unless the response is 2xx (spec section 7). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`);
}

/**
 * The TanStack query function of the spec: GET `baseUrl + queryKey[0]` with credentials,
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
