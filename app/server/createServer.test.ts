// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from './createServer';
import { DEFAULT_CONFIG } from './config';

let dist: string;
let outside: string;
beforeAll(() => {
  const root = mkdtempSync(path.join(tmpdir(), 'sb-server-'));
  dist = path.join(root, 'dist-app');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><meta name="csp-nonce" content="__CSP_NONCE__"><style nonce="__CSP_NONCE__"></style></head><body>app<div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("hello");'.repeat(100));
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
  outside = path.join(root, 'secret.txt');
  writeFileSync(outside, 'TOP SECRET');
  return () => rmSync(root, { recursive: true, force: true });
});

const relativeDist = () => path.relative(process.cwd(), dist);
const request = (p: string, init?: RequestInit) =>
  createServer({ ...DEFAULT_CONFIG, distDir: relativeDist(), mockScenario: 'populated' }).request(p, init);

describe('app server', () => {
  it('serves index.html uncached, with a fresh CSP nonce in the page and the header', async () => {
    const a = await request('/');
    const b = await request('/');
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toBe('no-cache');
    const csp = a.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await a.text();
    expect(html).toContain(`content="${nonce}"`);
    expect(html).not.toContain('__CSP_NONCE__');
    expect(b.headers.get('content-security-policy')).not.toBe(csp);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("sends /index.html to the app's route '/', keeping the query", async () => {
    const res = await request('/index.html?utm_source=x');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/?utm_source=x');
  });

  it('caches hashed assets immutably and compresses them', async () => {
    const res = await request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves every page in the THEME setting from the first HTML: <html data-theme>, dark by default', async () => {
    const light = createServer({
      ...DEFAULT_CONFIG,
      distDir: relativeDist(),
      mockScenario: 'populated',
      theme: 'light',
    });
    for (const p of ['/', '/no/such/page']) {
      expect(await (await light.request(p)).text()).toMatch(/<html data-theme="light">/);
      expect(await (await request(p)).text()).toMatch(/<html data-theme="dark">/);
    }
  });

  it('answers unknown paths with the app and status 404', async () => {
    const res = await request('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('app');
  });

  it('answers unknown paths with the prerendered 404.html when the build has one, nonce filled in', async () => {
    writeFileSync(
      path.join(dist, '404.html'),
      '<html><head><style nonce="__CSP_NONCE__"></style></head><body>not found shell</body></html>',
    );
    try {
      const res = await request('/no/such/page');
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('not found shell');
      expect(html).not.toContain('__CSP_NONCE__');
      expect(await (await request('/')).text()).toContain('app');
    } finally {
      rmSync(path.join(dist, '404.html'));
    }
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%2fsecret.txt',
    '/..%2f..%2fetc/passwd',
    '/..%5csecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/.%2e/secret.txt',
    '/%2e./secret.txt',
    '/secret.txt%00.js',
    '/assets/%00/../../secret.txt',
    '/..%c0%afsecret.txt',
    '/%c0%ae%c0%ae/secret.txt',
  ])('never serves files outside the build folder: %s', async (p) => {
    const res = await request(p);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).not.toContain('TOP SECRET');
  });

  it.each([
    ['/%', '/%', 400],
    ['/%zz', '/%zz', 400],
    ['/%E0%A4%A', '/%E0%A4%A', 400],
    ['/api/%zz', '/api/%zz', 400],
    ['/index.html%00', '/index.html%00', 400],
    ['a 5 000-character path', `/${'a'.repeat(5_000)}`, 414],
  ])('answers a malformed path (%s) with %i, not 500', async (_, p, status) => {
    const res = await request(p);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('refuses a body announced over the limit on any method, GET included', async () => {
    const headers = { 'content-length': String(DEFAULT_CONFIG.maxRequestBodyBytes + 1) };
    expect((await request('/api/dashboard', { headers })).status).toBe(413);
    expect((await request('/', { headers })).status).toBe(413);
    expect(
      (await request('/api/dashboard', { headers: { 'content-length': String(DEFAULT_CONFIG.maxRequestBodyBytes) } }))
        .status,
    ).toBe(200);
  });

  it('refuses every method but GET and HEAD with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      for (const p of ['/', '/api/trades', '/assets/index-abc123.js', '/missing']) {
        const res = await request(p, { method });
        expect(res.status, `${method} ${p}`).toBe(405);
        expect(res.headers.get('allow')).toBe('GET, HEAD');
      }
    }
    expect((await request('/api/trades', { method: 'HEAD' })).status).toBe(200);
  });

  it('in proxy mode, relays no writes: POST is refused before it reaches the backend', async () => {
    let reached = 0;
    const { createServer: createHttpServer } = await import('node:http');
    const backend = createHttpServer((_, res) => {
      reached++;
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    await new Promise<void>((r) => backend.listen(0, '127.0.0.1', r));
    const { port } = backend.address() as import('node:net').AddressInfo;
    try {
      const app = createServer({ ...DEFAULT_CONFIG, distDir: relativeDist(), apiOrigin: `http://127.0.0.1:${port}` });
      expect((await app.request('/api/trades', { method: 'POST', body: '{}' })).status).toBe(405);
      expect((await app.request('/api/trades', { method: 'DELETE' })).status).toBe(405);
      expect(reached).toBe(0);
      expect((await app.request('/api/trades')).status).toBe(200);
      expect((await app.request('/api/../admin')).status).toBe(404);
      // Only the three endpoints exist: anything else under /api/ is ours to answer (404).
      expect((await app.request('/api/..%2fadmin')).status).toBe(404);
      expect(reached).toBe(1);
    } finally {
      backend.close();
    }
  });

  it('answers /api/* from the mocks: shared and cacheable by default, no-store with API_CACHE=off', async () => {
    const off = await createServer({
      ...DEFAULT_CONFIG,
      distDir: relativeDist(),
      mockScenario: 'populated',
      apiCache: 'off',
    }).request('/api/dashboard');
    expect(off.headers.get('cache-control')).toBe('no-store');
    const res = await request('/api/dashboard');
    expect(res.status).toBe(200);
    // max-age: what is left of the 10 s window after the request's own few milliseconds.
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=(9|10), stale-while-revalidate=10$/);
    const body = await res.json();
    expect(typeof body.currentBalance).toBe('number');
  });

  it('rejects writes with 405 and oversized bodies with 413', async () => {
    expect((await request('/api/dashboard', { method: 'POST', body: '{}' })).status).toBe(405);
    expect((await request('/', { method: 'DELETE' })).status).toBe(405);
    const big = 'x'.repeat(100 * 1024);
    expect(
      (
        await request('/api/dashboard', {
          method: 'POST',
          body: big,
          headers: { 'content-length': String(big.length) },
        })
      ).status,
    ).toBe(413);
  });

  it('sets security headers on every response', async () => {
    for (const p of ['/', '/api/trades', '/robots.txt', '/missing']) {
      const res = await request(p);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  describe("the edge's variant of / (docs/requirements.md §12.5)", () => {
    const env = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
    const edgeAsks = { headers: { 'x-edge-nonce': 'fill' } };

    it('leaves the nonce placeholder for a trusted edge and may be kept while its data is fresh (at most the shortest window)', async () => {
      const app = createServer({ ...DEFAULT_CONFIG, distDir: relativeDist(), mockScenario: 'populated' });
      await app.request('/');
      const res = await app.request('/', edgeAsks, env('127.0.0.1'));
      expect(res.status).toBe(200);
      const maxAge = Number(
        /^public, max-age=(\d+), stale-while-revalidate=5$/.exec(res.headers.get('cache-control') ?? '')?.[1],
      );
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(5);
      const html = await res.text();
      expect(html).toContain('content="__CSP_NONCE__"');
      expect(html).toContain('<style nonce="__CSP_NONCE__">');
    });

    it('is never given to anyone else: an untrusted address, or a trusted one that does not ask', async () => {
      const app = createServer({
        ...DEFAULT_CONFIG,
        distDir: relativeDist(),
        mockScenario: 'populated',
        trustedProxies: ['10.0.0.0/8'],
      });
      for (const res of [
        await app.request('/', edgeAsks, env('203.0.113.5')),
        await app.request('/', {}, env('10.1.2.3')),
        await app.request('/', edgeAsks),
      ]) {
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(await res.text()).not.toContain('__CSP_NONCE__');
      }
      expect((await app.request('/', edgeAsks, env('10.1.2.3'))).headers.get('cache-control')).toMatch(/^public/);
    });

    it('is not cacheable before the snapshot has data', async () => {
      const app = createServer({ ...DEFAULT_CONFIG, distDir: relativeDist(), mockScenario: 'loading' });
      const res = await app.request('/', edgeAsks, env('127.0.0.1'));
      expect(res.headers.get('cache-control')).toBe('no-cache');
    });
  });
});
