// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createServer } from './createServer';
import { DEFAULT_CONFIG } from './config';

/** The built app served from memory (docs/requirements.md §9.6): app/server/staticFiles.ts through createServer. */
let root: string;
let dist: string;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const FONT = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)); // incompressible

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sb-static-'));
  dist = path.join(root, 'dist-app');
  mkdirSync(path.join(dist, 'assets', 'nested'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><style nonce="__CSP_NONCE__"></style></head><body>app<div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, '404.html'),
    '<html><head><style nonce="__CSP_NONCE__"></style></head><body>not found page</body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
  writeFileSync(path.join(dist, 'assets', 'nested', 'style-def456.css'), 'body { color: red; }\n'.repeat(100));
  writeFileSync(path.join(dist, 'assets', 'font-789.woff2'), FONT);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  writeFileSync(path.join(dist, '.env'), 'SECRET=1');
  writeFileSync(path.join(root, 'outside.txt'), 'TOP SECRET');
  symlinkSync(path.join(root, 'outside.txt'), path.join(dist, 'linked.txt'));
  return () => rmSync(root, { recursive: true, force: true });
});

const app = () =>
  createServer({ ...DEFAULT_CONFIG, distDir: path.relative(process.cwd(), dist), mockScenario: 'populated' });

describe('static files from memory', () => {
  it('serves a script with its type, an ETag, immutable caching and Vary, in the coding asked for', async () => {
    const server = app();
    const plain = await server.request('/assets/index-abc123.js');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(await plain.text()).toBe(SCRIPT);
    const etag = plain.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const gzip = await server.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
    expect(gzip.headers.get('etag')).toBe(etag.replace(/"$/, '-gz"'));
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);

    // Brotli is made in the background at start: gzip until it is ready, then br.
    let br: Response | undefined;
    for (let i = 0; i < 50 && br?.headers.get('content-encoding') !== 'br'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      br = await server.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    }
    expect(br?.headers.get('content-encoding')).toBe('br');
    expect(br?.headers.get('etag')).toBe(etag.replace(/"$/, '-br"'));
    expect(brotliDecompressSync(Buffer.from(await (br as Response).arrayBuffer())).toString()).toBe(SCRIPT);

    const coding = async (acceptEncoding: string) =>
      (await server.request('/assets/index-abc123.js', { headers: { 'accept-encoding': acceptEncoding } })).headers.get(
        'content-encoding',
      );
    expect(await coding('br;q=0, gzip')).toBe('gzip');
    expect(await coding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(await coding('gzip;q=0, deflate')).toBe('deflate'); // not ours: Hono's compress, on the fly
    expect(await coding('*')).toBe('br');
    expect(await coding('identity')).toBeNull();
  });

  it('answers If-None-Match with 304 for any of the file’s tags, weak or strong, and *', async () => {
    const server = app();
    const first = await server.request('/assets/nested/style-def456.css');
    const etag = first.headers.get('etag') as string;
    for (const tag of [etag, `W/${etag}`, etag.replace(/"$/, '-gz"'), `"other", ${etag}`, '*']) {
      const res = await server.request('/assets/nested/style-def456.css', { headers: { 'if-none-match': tag } });
      expect(res.status, tag).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toBe('');
    }
    expect(
      (await server.request('/assets/nested/style-def456.css', { headers: { 'if-none-match': '"other"' } })).status,
    ).toBe(200);
  });

  it('answers HEAD with the length of the GET, without a body', async () => {
    const res = await app().request('/assets/index-abc123.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(await res.text()).toBe('');
  });

  it('sends incompressible files as they are, and revalidates files outside /assets/', async () => {
    const font = await app().request('/assets/font-789.woff2', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('content-encoding')).toBeNull();
    expect(font.headers.get('vary')).toBeNull();
    expect(Buffer.from(await font.arrayBuffer()).equals(FONT)).toBe(true);
    const icon = await app().request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  });

  it('ignores Range: always the whole file with 200', async () => {
    for (const range of ['bytes=5000-100', 'bytes=-10', 'bytes=0-0,5-6', 'bytes=abc', 'bytes=0-9']) {
      const res = await app().request('/assets/index-abc123.js', { headers: { range } });
      expect(res.status, range).toBe(200);
      expect(res.headers.get('content-range')).toBeNull();
      expect(res.headers.get('accept-ranges')).toBe('none');
      expect(await res.text()).toBe(SCRIPT);
    }
  });

  it('serves no source map, dot-file or link out of the folder; /404.html is the 404 page', async () => {
    for (const p of ['/assets/index-abc123.js.map', '/.env', '/linked.txt']) {
      const res = await app().request(p);
      expect(res.status, p).toBe(404);
      const text = await res.text();
      expect(text).toContain('not found page');
      expect(text).not.toMatch(/secret source|SECRET|TOP SECRET/);
    }
    const notFound = await app().request('/404.html');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('cache-control')).toBe('no-cache');
    const html = await notFound.text();
    expect(html).toContain('not found page');
    expect(html).not.toContain('__CSP_NONCE__');
  });

  it('needs no file once started: the folder can go and every file is still served', async () => {
    const copy = path.join(root, 'copy');
    mkdirSync(path.join(copy, 'assets'), { recursive: true });
    writeFileSync(path.join(copy, 'index.html'), '<html><body>app<div id="root"></div></body></html>');
    writeFileSync(path.join(copy, 'assets', 'index-abc123.js'), SCRIPT);
    const server = createServer({
      ...DEFAULT_CONFIG,
      distDir: path.relative(process.cwd(), copy),
      mockScenario: 'populated',
    });
    rmSync(copy, { recursive: true });
    const res = await server.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SCRIPT);
  });
});
