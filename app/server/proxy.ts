import type { Context } from 'hono';

/** How long the proxy waits for the backend before answering 502. */
export const PROXY_TIMEOUT_MS = 10_000;

const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'cookie',
  'user-agent',
];
const DROPPED_RESPONSE_HEADERS = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
];

/**
 * Proxies one `/api/*` request to `origin`: method, path, query, cookies and status pass
 * through. The target is built by string concatenation and its origin and folder checked, so no
 * path (`//evil.example`, `/..%2f..`, `/api/../admin`) can point the proxy anywhere but
 * `origin` + `/api/`.
 */
export async function proxyToApi(c: Context, origin: string, timeoutMs = PROXY_TIMEOUT_MS): Promise<Response> {
  const base = new URL(origin);
  const target = proxyTarget(origin, c.req.url);
  if (!target) return c.text('Bad request: invalid API path', 400);

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const method = c.req.method;
  const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.arrayBuffer();

  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `did not answer within ${timeoutMs / 1000} s`
        : 'is unreachable';
    return c.text(`Bad gateway: the API at ${base.origin} ${reason}.`, 502);
  }
  const responseHeaders = new Headers(upstream.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) responseHeaders.delete(name);
  // Read the whole body here so a backend that stalls mid-body also ends in a 502, not a hang.
  let payload: ArrayBuffer;
  try {
    payload = await upstream.arrayBuffer();
  } catch {
    return c.text(`Bad gateway: the API at ${base.origin} broke off its answer.`, 502);
  }
  return new Response(payload, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
}

/**
 * The backend URL for an incoming request URL, or null when it would leave `origin` or its
 * `/api/` folder. Dot segments are resolved first (`/api/../admin` is `/admin`: refused), and
 * encoded slashes, backslashes and dots are refused outright, so the backend cannot decode
 * its way out either.
 */
export function proxyTarget(origin: string, requestUrl: string): URL | null {
  const base = new URL(origin);
  const basePath = base.pathname.replace(/\/$/, '');
  const incoming = new URL(requestUrl);
  if (/%(2f|5c|2e|00)|\\/i.test(incoming.pathname)) return null;
  let target: URL;
  try {
    target = new URL(base.origin + basePath + incoming.pathname + incoming.search);
  } catch {
    return null;
  }
  if (target.origin !== base.origin || !target.pathname.startsWith(`${basePath}/api/`)) return null;
  return target;
}
