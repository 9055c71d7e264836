import { UPSTREAM_TIMEOUT_MS, type ApiEndpointPath } from './limits';

export type { ApiEndpointPath } from './limits';

/** An upstream answer, read in full: status, the headers allowed through, the body. */
export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  body: Uint8Array;
}
export interface UpstreamOptions {
  /** Query string to pass on ('' or '?a=b'). */
  search?: string;
  /** The visitor's request headers; only some are forwarded. */
  requestHeaders?: Headers;
  /** True only in API_CACHE=off mode: shared mode never forwards a visitor's cookies. */
  forwardCookies?: boolean;
  clientIp?: string;
  timeoutMs?: number;
}

const FORWARDED = ['accept', 'accept-language', 'authorization', 'user-agent'];
const PASSED_BACK = ['content-type', 'etag', 'last-modified', 'retry-after', 'date'];

const text = (status: number, message: string): UpstreamAnswer => ({
  status,
  headers: new Headers({ 'content-type': 'text/plain; charset=utf-8' }),
  body: new TextEncoder().encode(message),
});

/** One GET of an API endpoint at `origin`. Never rejects: a failure is a 502/504 answer. */
export async function fetchUpstream(
  origin: string,
  path: ApiEndpointPath,
  { search = '', requestHeaders, forwardCookies = false, timeoutMs = UPSTREAM_TIMEOUT_MS }: UpstreamOptions = {},
): Promise<UpstreamAnswer> {
  const base = new URL(origin);
  const headers = new Headers();
  for (const name of [...FORWARDED, ...(forwardCookies ? ['cookie'] : [])]) {
    const value = requestHeaders?.get(name);
    if (value) headers.set(name, value);
  }
  try {
    const res = await fetch(`${base.origin}${base.pathname.replace(/\/$/, '')}${path}${search}`, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const passed = new Headers();
    for (const name of PASSED_BACK) {
      const value = res.headers.get(name);
      if (value) passed.set(name, value);
    }
    return { status: res.status, headers: passed, body: new Uint8Array(await res.arrayBuffer()) };
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError'
      ? text(504, `Gateway timeout: the API did not answer within ${timeoutMs / 1000} s.`)
      : text(502, 'Bad gateway: the API is unreachable.');
  }
}
