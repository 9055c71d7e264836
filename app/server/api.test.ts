// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { matchesEtag } from './api';
import { createServer } from './createServer';
import { DEFAULT_CONFIG } from './config';

let dist: string;
let backend: Server;
let origin: string;
const seen: Array<{ url: string; cookie?: string }> = [];

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sb-api-'));
  dist = path.relative(process.cwd(), path.join(root, 'dist-app'));
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<html><body><div id="root"></div></body></html>');
  backend = createHttpServer((req, res) => {
    seen.push({ url: req.url ?? '', cookie: req.headers.cookie });
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'backend=session-of-first-visitor' });
    res.end(JSON.stringify({ path: req.url, cookie: req.headers.cookie ?? null }));
  });
  await new Promise<void>((r) => backend.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  return () => {
    backend.closeAllConnections();
    backend.close();
    rmSync(root, { recursive: true, force: true });
  };
});
beforeEach(() => {
  seen.length = 0;
});

describe('API, shared mode (default)', () => {
  it('answers every visitor from one upstream request, cacheable, with an ETag and 304', async () => {
    const app = createServer({ ...DEFAULT_CONFIG, distDir: dist, apiOrigin: origin });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => app.request('/api/trades', { headers: { cookie: `visitor=${i}` } })),
    );
    expect(seen).toEqual([{ url: '/api/trades', cookie: undefined }]);
    const first = answers[0] as Response;
    expect(first.status).toBe(200);
    // max-age is what is left of the 5 s window (the request itself took a few ms).
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=[45], stale-while-revalidate=5$/);
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    expect(first.headers.get('set-cookie')).toBeNull();
    expect(await first.json()).toEqual({ path: '/api/trades', cookie: null });
    const etag = first.headers.get('etag') as string;
    expect(answers.every((r) => r.headers.get('etag') === etag)).toBe(true);

    const conditional = await app.request('/api/trades', { headers: { 'if-none-match': `W/${etag}` } });
    expect(conditional.status).toBe(304);
    expect(conditional.headers.get('etag')).toBe(etag);
    expect(await conditional.text()).toBe('');
    expect(seen).toHaveLength(1);
  });

  it('ignores the query string: cache-busting never reaches the upstream', async () => {
    const app = createServer({ ...DEFAULT_CONFIG, distDir: dist, apiOrigin: origin });
    await Promise.all(['', '?a=1', '?b=2', '?_=3'].map((q) => app.request(`/api/activities${q}`)));
    expect(seen.map((s) => s.url)).toEqual(['/api/activities']);
  });

  it.each([
    '/api/',
    '/api/admin',
    '/api/dashboard/',
    '/api/trades/x',
    '/api/..;/admin',
    '/api/%2e%2e/admin',
    '/api/Trades',
  ])('answers %s with 404 itself, never asking the upstream', async (p) => {
    const res = await createServer({ ...DEFAULT_CONFIG, distDir: dist, apiOrigin: origin }).request(p);
    expect(res.status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('answers an unknown endpoint uncached', async () => {
    const res = await createServer({ ...DEFAULT_CONFIG, distDir: dist, apiOrigin: origin }).request('/api/admin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('Not found: the API has no such endpoint.');
  });

  it('answers HEAD with the GET headers and no body; refuses writes', async () => {
    const app = createServer({ ...DEFAULT_CONFIG, distDir: dist, mockScenario: 'populated' });
    const head = await app.request('/api/dashboard', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBeTruthy();
    expect(await head.text()).toBe('');
    const post = await app.request('/api/dashboard', { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('passes a mock failure on with its status and text, cached for a second', async () => {
    const res = await createServer({ ...DEFAULT_CONFIG, distDir: dist, mockScenario: 'error' }).request(
      '/api/dashboard',
    );
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('Internal Server Error: pool database unavailable');
    // What is left of the 1 s failure window after the request's own milliseconds.
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=[01]$/);
  });
});

describe('API, API_CACHE=off', () => {
  it('passes every request through with the visitor cookie, answered no-store', async () => {
    const app = createServer({ ...DEFAULT_CONFIG, distDir: dist, apiOrigin: origin, apiCache: 'off' });
    const a = await app.request('/api/dashboard?x=1', { headers: { cookie: 'session=a' } });
    await app.request('/api/dashboard', { headers: { cookie: 'session=b' } });
    expect(seen).toEqual([
      { url: '/api/dashboard?x=1', cookie: 'session=a' },
      { url: '/api/dashboard', cookie: 'session=b' },
    ]);
    expect(a.headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/api/admin')).status).toBe(404);
    expect(seen).toHaveLength(2);
  });
});

describe('matchesEtag', () => {
  it.each([
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"b", W/"a"', '"a"', true],
    ['*', '"a"', true],
    ['"b"', '"a"', false],
    [undefined, '"a"', false],
  ])('%s vs %s: %s', (header, etag, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
