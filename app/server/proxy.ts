import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { API_ENDPOINTS, type ApiEndpointPath } from './limits';
import { fetchUpstream, proxyTarget } from './upstream';

export { proxyTarget } from './upstream';

/**
 * Pass-through mode: passes one `/api/*` GET through to `origin` with the visitor's cookies, query
 * and validators (app/server/upstream.ts says what else passes, both ways). Only the three
 * endpoints exist; any other path is our 404 and never reaches the backend. The target's origin
 * and folder are checked again (`proxyTarget`), so no path (`//evil.example`, `/..%2f..`,
 * `/api/../admin`, `/api/..;/admin`) can point the proxy anywhere else.
 */
export async function proxyToApi(c: Context, origin: string, timeoutMs: number): Promise<Response> {
  const url = new URL(c.req.url);
  if (!Object.hasOwn(API_ENDPOINTS, url.pathname) || !proxyTarget(origin, c.req.url))
    return c.text('Not found: the API has no such endpoint.', 404);
  const answer = await fetchUpstream(origin, url.pathname as ApiEndpointPath, {
    search: url.search,
    requestHeaders: c.req.raw.headers,
    forwardCookies: true,
    clientIp: (c.env as HttpBindings | undefined)?.incoming?.socket?.remoteAddress,
    timeoutMs,
  });
  const body = answer.status === 304 ? null : (answer.body as Uint8Array<ArrayBuffer>);
  return new Response(body, { status: answer.status, headers: answer.headers });
}
