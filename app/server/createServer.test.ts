// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from './createServer';

let dist: string;
let outside: string;
beforeAll(() => {
  const root = mkdtempSync(path.join(tmpdir(), 'sb-server-'));
  dist = path.join(root, 'dist-app');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><meta name="csp-nonce" content="__CSP_NONCE__"><style nonce="__CSP_NONCE__"></style></head><body>app</body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("hello");'.repeat(100));
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
  outside = path.join(root, 'secret.txt');
  writeFileSync(outside, 'TOP SECRET');
  return () => rmSync(root, { recursive: true, force: true });
});

const relativeDist = () => path.relative(process.cwd(), dist);
const request = (p: string, init?: RequestInit) =>
  createServer({ distDir: relativeDist(), scenario: 'populated' }).request(p, init);

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

  it('caches hashed assets immutably and compresses them', async () => {
    const res = await request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers unknown paths with the app and status 404', async () => {
    const res = await request('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('app');
  });

  it('answers unknown paths with the prerendered 404.html when the build has one, nonce filled in', async () => {
    writeFileSync(path.join(dist, '404.html'), '<html><head><style nonce="__CSP_NONCE__"></style></head><body>not found shell</body></html>');
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
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/%252e%252e/secret.txt',
  ])('never serves files outside the build folder: %s', async (p) => {
    const res = await request(p);
    expect(await res.text()).not.toContain('TOP SECRET');
  });

  it('answers /api/* from the mocks with no-store', async () => {
    const res = await request('/api/dashboard');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(typeof body.currentBalance).toBe('number');
  });

  it('rejects writes with 405 and oversized bodies with 413', async () => {
    expect((await request('/api/dashboard', { method: 'POST', body: '{}' })).status).toBe(405);
    expect((await request('/', { method: 'DELETE' })).status).toBe(405);
    const big = 'x'.repeat(100 * 1024);
    expect((await request('/api/dashboard', { method: 'POST', body: big, headers: { 'content-length': String(big.length) } })).status).toBe(413);
  });

  it('sets security headers on every response', async () => {
    for (const p of ['/', '/api/trades', '/robots.txt', '/missing']) {
      const res = await request(p);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });
});
