import type { Context } from 'hono';
import { createMockApi, type MockApi } from './mockApi';
import { proxyToApi } from './proxy';
import { createSnapshotStore, type SharedAnswer, type SnapshotStore, type Upstream } from './snapshot';
import { fetchUpstream, type UpstreamAnswer } from './upstream';
import type { ServerConfig } from './config';
import { API_ENDPOINTS, type ApiEndpointPath } from './limits';
import { silentLogger, type Logger } from './log';
import { upstreamOutcome, type ServerMetrics } from './metrics';

/** The settings the API reads: where it asks (a backend or the mocks), how, and the cache mode. */
export type ApiSettings = Pick<
  ServerConfig,
  | 'apiOrigin'
  | 'apiCache'
  | 'mockScenario'
  | 'mockSeed'
  | 'upstreamTimeoutMs'
  | 'upstreamRetryBaseMs'
  | 'upstreamRetryMaxMs'
>;

export interface Api {
  /** Answers one request under /api/. */
  handle(c: Context): Promise<Response>;
  /** The shared snapshot (shared mode only). */
  snapshot: SnapshotStore | null;
}

export const isApiEndpoint = (path: string): path is ApiEndpointPath => Object.hasOwn(API_ENDPOINTS, path);

/**
 * Shared mode: one snapshot answers every visitor, cacheable by a CDN; no visitor cookie goes
 * upstream and no upstream Set-Cookie comes back, since one visitor's session must never reach
 * another through a shared answer. Pass-through (`off`): every request is passed through with
 * the visitor's cookies and answered `no-store`, for a backend whose answers depend on the visitor.
 */
export function createApi(
  settings: ApiSettings,
  { logger = silentLogger, metrics = null }: { logger?: Logger; metrics?: ServerMetrics | null } = {},
): Api {
  const { apiOrigin, upstreamTimeoutMs } = settings;
  const mockApi = apiOrigin ? null : createMockApi(settings);
  const upstream: Upstream = apiOrigin
    ? (path) => fetchUpstream(apiOrigin, path, { timeoutMs: upstreamTimeoutMs })
    : (path) => askMock(mockApi as MockApi, path, upstreamTimeoutMs);
  const snapshot = settings.apiCache === 'off' ? null : createSnapshotStore(upstream, { ...settings, logger, metrics });

  async function handle(c: Context): Promise<Response> {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      c.header('Allow', 'GET, HEAD');
      c.header('Cache-Control', 'no-store');
      return c.text('Method not allowed', 405);
    }
    const path = new URL(c.req.url).pathname;
    if (!isApiEndpoint(path)) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found: the API has no such endpoint.', 404);
    }
    const res = snapshot ? fromSnapshot(c, await snapshot.answer(path)) : await passThrough(c);
    return method === 'HEAD' ? new Response(null, { status: res.status, headers: res.headers }) : res;
  }

  async function passThrough(c: Context): Promise<Response> {
    const startedAt = performance.now();
    const res = apiOrigin
      ? await proxyToApi(c, apiOrigin, upstreamTimeoutMs)
      : await (mockApi as MockApi)(new Request(c.req.url, { headers: c.req.raw.headers }));
    const endpoint = API_ENDPOINTS[new URL(c.req.url).pathname as ApiEndpointPath].name;
    const ours = res.headers.get('content-type')?.startsWith('text/plain') === true && [502, 504].includes(res.status);
    metrics?.observeUpstream(endpoint, upstreamOutcome(res.status, ours), (performance.now() - startedAt) / 1000);
    const headers = new Headers(res.headers);
    headers.set('Cache-Control', 'no-store');
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }

  return { handle, snapshot };
}

/** The shared answer, or 304 when the visitor (or a cache) already holds it. */
function fromSnapshot(c: Context, answer: SharedAnswer): Response {
  const headers = new Headers(answer.headers);
  headers.set('Vary', 'Accept-Encoding');
  if (answer.etag && matchesEtag(c.req.header('if-none-match'), answer.etag)) {
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  return new Response(answer.body as Uint8Array<ArrayBuffer>, { status: answer.status, headers });
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): a compressing cache may have added W/. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** The mocks as an upstream: the same answer as the MSW handlers give, bounded in time. */
async function askMock(mockApi: MockApi, path: ApiEndpointPath, timeoutMs: number): Promise<UpstreamAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const res = await Promise.race([mockApi(new Request(`http://upstream.invalid${path}`)), timeout]);
    if (!res) return textAnswer(504, `Gateway timeout: the API did not answer within ${timeoutMs / 1000} s.`);
    const headers = new Headers();
    for (const name of ['content-type', 'retry-after']) {
      const value = res.headers.get(name);
      if (value) headers.set(name, value);
    }
    return { status: res.status, headers, body: new Uint8Array(await res.arrayBuffer()) };
  } catch {
    return textAnswer(502, 'Bad gateway: the API broke off its answer.');
  } finally {
    clearTimeout(timer);
  }
}

const textAnswer = (status: number, message: string): UpstreamAnswer => ({
  generated: true,
  status,
  headers: new Headers({ 'content-type': 'text/plain; charset=utf-8' }),
  body: new TextEncoder().encode(message),
});
