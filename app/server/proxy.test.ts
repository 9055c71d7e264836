// @vitest-environment node
import { Hono } from 'hono';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyTarget, proxyToApi } from './proxy';
import { DEFAULT_CONFIG } from './config';

let backend: Server;
let origin: string;
const seen: Array<{ url: string; cookie?: string; method: string }> = [];

beforeAll(async () => {
  backend = createServer((req, res) => {
    seen.push({ url: req.url ?? '', cookie: req.headers.cookie, method: req.method ?? '' });
    if (req.url?.startsWith('/api/activities')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"partial":');
      return; // never ends
    }
    res.writeHead(req.url?.includes('missing') ? 404 : 200, {
      'content-type': 'application/json',
      'set-cookie': 'b=1',
    });
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise<void>((r) => backend.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(() => {
  backend.closeAllConnections();
  backend.close();
});

function app(target = origin, timeoutMs = DEFAULT_CONFIG.upstreamTimeoutMs) {
  const h = new Hono();
  h.all('/api/*', (c) => proxyToApi(c, target, timeoutMs));
  return h;
}

describe('proxyToApi (pass-through mode)', () => {
  it('passes path, query, cookies and status through; never Set-Cookie back', async () => {
    const res = await app().request('/api/trades?limit=3', { headers: { cookie: 'session=xyz' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ path: '/api/trades?limit=3' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(seen.at(-1)).toEqual({ url: '/api/trades?limit=3', cookie: 'session=xyz', method: 'GET' });
    expect((await app().request('/api/trades?missing')).status).toBe(404);
  });

  it('answers any path but the three endpoints itself (404), without asking the backend', async () => {
    const before = seen.length;
    for (const p of [
      '/api/missing',
      '/api/..;/admin',
      '/api/trades/',
      '/api/trades;x',
      '/api/Trades',
      '/api/%2e%2e/x',
    ]) {
      const res = await app().request(p);
      expect(res.status, p).toBe(404);
    }
    expect(seen.length).toBe(before);
  });

  it.each([
    '//evil.example/api/x',
    '/api//evil.example/x',
    '/api/..%2f..%2f@evil.example',
    '/api/@evil.example:80/x',
    '/api/%2F%2Fevil.example',
    '/api/x?next=http://evil.example',
    '/api/\\evil.example',
  ])('only ever targets API_ORIGIN: %s', (p) => {
    const target = proxyTarget('http://127.0.0.1:8080', `http://localhost${p}`);
    expect(target?.origin ?? 'refused').toMatch(/^(http:\/\/127\.0\.0\.1:8080|refused)$/);
  });

  it.each([
    '/api/../admin',
    '/api/%2e%2e/admin',
    '/api/%2E%2E%2Fadmin',
    '/api/..%2fadmin',
    '/api/..%5cadmin',
    '/api/x%00.json',
    '/api/./../../etc/passwd',
    '/apix/secret',
  ])('never leaves the API folder of API_ORIGIN: %s', (p) => {
    expect(proxyTarget('http://127.0.0.1:8080', `http://localhost${p}`)).toBeNull();
    expect(proxyTarget('https://api.example.com/v1/', `http://localhost${p}`)).toBeNull();
  });

  it('targets /api/ paths with their query', () => {
    expect(proxyTarget('http://127.0.0.1:8080', 'http://localhost/api/trades?limit=3')?.href).toBe(
      'http://127.0.0.1:8080/api/trades?limit=3',
    );
    expect(proxyTarget('http://127.0.0.1:8080', 'http://localhost/api/a/./b')?.href).toBe(
      'http://127.0.0.1:8080/api/a/b',
    );
  });

  it('keeps a path prefix of API_ORIGIN', () => {
    expect(proxyTarget('https://api.example.com/v1/', 'http://localhost/api/trades?a=1')?.href).toBe(
      'https://api.example.com/v1/api/trades?a=1',
    );
  });

  it('answers 502 with a clear body that names no address when the backend is down', async () => {
    const res = await app('http://127.0.0.1:9').request('/api/dashboard');
    expect(res.status).toBe(502);
    expect(await res.text()).toBe('Bad gateway: the API is unreachable.');
  });

  it('answers 504 instead of hanging when the backend stalls mid-body', async () => {
    const started = Date.now();
    const res = await app(origin, 300).request('/api/activities');
    expect(res.status).toBe(504);
    expect(await res.text()).toBe('Gateway timeout: the API did not answer within 0.3 s.');
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
