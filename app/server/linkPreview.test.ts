// @vitest-environment node
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { PNG } from 'pngjs';
import { defaultBrand } from '@smartburn/ui';
import { createServer } from './createServer';
import { HEAD_TAGS_PLACEHOLDER, linkPreviewTags, NOINDEX_TAG, withHeadTags } from './linkPreview';
import { SITE_FILE_CACHE_CONTROL } from './siteFiles';
import { DEFAULT_CONFIG, type ServerConfig } from './config';

/** `<meta property|name="key" content="...">` values of an HTML head, by key. */
function headTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) tags.set(m[1]!, m[2]!);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (canonical) tags.set('canonical', canonical);
  return tags;
}

describe('link preview tags', () => {
  it('names every card tag with absolute URLs when the public URL is known', () => {
    const tags = headTags(linkPreviewTags(defaultBrand, 'https://pool.example/sub'));
    expect(Object.fromEntries(tags)).toEqual({
      'og:type': 'website',
      'og:site_name': 'Smart Burn Pool',
      'og:title': 'Smart Burn Pool — AI Gold Trading &amp; Token Burning',
      'og:description':
        'Smart Burn Pool: AI-powered gold trading and token burning. Live pool statistics, recent AI trades and activity.',
      'og:url': 'https://pool.example/sub/',
      'og:image': 'https://pool.example/sub/og.png',
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt':
        'Smart Burn Pool: current balance, total generated and SmartBurn burned, with the time of the data',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://pool.example/sub/og.png',
      'twitter:image:alt':
        'Smart Burn Pool: current balance, total generated and SmartBurn burned, with the time of the data',
      'twitter:title': 'Smart Burn Pool — AI Gold Trading &amp; Token Burning',
      'twitter:description':
        'Smart Burn Pool: AI-powered gold trading and token burning. Live pool statistics, recent AI trades and activity.',
      canonical: 'https://pool.example/sub/',
    });
  });

  it('leaves out every tag that needs an absolute URL without one, and falls back to the small card', () => {
    const tags = headTags(linkPreviewTags(defaultBrand, undefined));
    for (const key of ['og:url', 'og:image', 'og:image:width', 'twitter:image', 'canonical'])
      expect(tags.has(key)).toBe(false);
    expect(tags.get('twitter:card')).toBe('summary');
    expect(tags.get('og:title')).toContain('Smart Burn Pool');
  });

  it('escapes brand texts in attributes', () => {
    const html = linkPreviewTags({ productName: '"><script>x</script>', siteName: 'A & "B" <C>' }, undefined);
    expect(html).not.toContain('<script>');
    expect(headTags(html).get('og:site_name')).toBe('A &amp; &quot;B&quot; &lt;C&gt;');
  });

  it('fills the template placeholder, or the end of the head of a template without one', () => {
    expect(withHeadTags(`<head>${HEAD_TAGS_PLACEHOLDER}<title>x</title></head>`, '<meta a>')).toBe(
      '<head><meta a><title>x</title></head>',
    );
    expect(withHeadTags('<head><title>x</title></head>', '<meta a>')).toContain('<meta a>\n  </head>');
    // Replacement patterns in the tags are not interpreted.
    expect(withHeadTags(`<head>${HEAD_TAGS_PLACEHOLDER}</head>`, '$& $1')).toBe('<head>$& $1</head>');
  });
});

describe('the server with link previews, the share image and the site files', () => {
  let dist: string;
  beforeAll(() => {
    const root = mkdtempSync(path.join(tmpdir(), 'sb-share-'));
    dist = path.join(root, 'dist-app');
    mkdirSync(path.join(dist, 'icons'), { recursive: true });
    const head = `<head><meta name="csp-nonce" content="__CSP_NONCE__">${HEAD_TAGS_PLACEHOLDER}</head>`;
    writeFileSync(
      path.join(dist, 'index.html'),
      `<html>${head}<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`,
    );
    writeFileSync(path.join(dist, '404.html'), `<html>${head}<body>not found</body></html>`);
    for (const file of ['manifest.webmanifest', 'robots.txt', 'og-fallback.png', 'icons/icon-192.png']) {
      copyFileSync(path.join('app/public', file), path.join(dist, file));
    }
    return () => rmSync(root, { recursive: true, force: true });
  });
  const server = (options: { publicUrl?: string; mockScenario?: ServerConfig['mockScenario'] } = {}) =>
    createServer({
      ...DEFAULT_CONFIG,
      distDir: path.relative(process.cwd(), dist),
      mockScenario: 'populated',
      ...options,
    });

  it('puts the card tags in / and noindex (and no card) in the Not Found page', async () => {
    const app = server({ publicUrl: 'https://pool.example' });
    const home = await (await app.request('/')).text();
    expect(home).not.toContain(HEAD_TAGS_PLACEHOLDER);
    expect(headTags(home).get('og:image')).toBe('https://pool.example/og.png');
    expect(home).not.toContain(NOINDEX_TAG);
    // The server-rendered dashboard above; the skeleton (no snapshot, API_CACHE=off) has them too.
    expect(home).toContain('data-part="value"');
    const skeleton = await (
      await createServer({
        ...DEFAULT_CONFIG,
        distDir: path.relative(process.cwd(), dist),
        apiCache: 'off',
        publicUrl: 'https://pool.example',
      }).request('/')
    ).text();
    expect(skeleton).not.toContain('data-part="value"');
    expect(headTags(skeleton).get('og:image')).toBe('https://pool.example/og.png');
    const missing = await app.request('/nope');
    expect(missing.status).toBe(404);
    const notFound = await missing.text();
    expect(notFound).toContain(NOINDEX_TAG);
    expect(headTags(notFound).has('og:image')).toBe(false);
  });

  it('answers /og.png with a 1200x630 PNG of the snapshot, and the fallback in API_CACHE=off mode', async () => {
    const res = await server().request('/og.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=(10|[0-9]), stale-while-revalidate=10$/);
    // Made to be shown on other sites; everything else stays same-origin.
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await server().request('/robots.txt')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const live = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect([live.width, live.height]).toEqual([1200, 630]);

    const off = await createServer({
      ...DEFAULT_CONFIG,
      distDir: path.relative(process.cwd(), dist),
      apiCache: 'off',
    }).request('/og.png');
    expect(off.headers.get('cache-control')).toBe('public, max-age=1');
    expect(Buffer.from(await off.arrayBuffer()).equals(readFileSync('app/public/og-fallback.png'))).toBe(true);
  }, 30_000);

  it.each([
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/robots.txt', 'text/plain'],
    ['/icons/icon-192.png', 'image/png'],
    ['/og-fallback.png', 'image/png'],
  ])('serves %s for a day, then revalidated with its ETag', async (file, type) => {
    const app = server();
    const res = await app.request(file);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(type);
    expect(res.headers.get('cache-control')).toBe(SITE_FILE_CACHE_CONTROL);
    expect(SITE_FILE_CACHE_CONTROL).toBe('public, max-age=86400');
    const etag = res.headers.get('etag') as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await app.request(file, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(SITE_FILE_CACHE_CONTROL);
  });
});

describe('web app manifest', () => {
  const manifest = JSON.parse(readFileSync('app/public/manifest.webmanifest', 'utf8')) as {
    name: string;
    short_name: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };

  it("names the brand's site and product", () => {
    expect(manifest.name).toBe(defaultBrand.siteName);
    expect(manifest.short_name).toBe(defaultBrand.productName);
  });

  it('lists 192 and 512 px icons and a maskable one, each a PNG of its stated size', () => {
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [...manifest.icons, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
      const png = PNG.sync.read(readFileSync(path.join('app/public', icon.src)));
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
    }
    // A maskable icon is full-bleed: its corners are the page background, not transparent.
    const maskable = PNG.sync.read(readFileSync('app/public/icons/icon-maskable-512.png'));
    expect([...maskable.data.subarray(0, 4)]).toEqual([0x07, 0x07, 0x0b, 0xff]);
  });
});

describe('page icon', () => {
  it('is the 32 px PNG drawn from favicon.svg (run npm run share:assets), and the only icon the page links', async () => {
    const html = readFileSync('app/index.html', 'utf8');
    expect([...html.matchAll(/<link rel="icon"[^>]*>/g)].map((m) => m[0])).toEqual([
      '<link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />',
    ]);
    const committed = PNG.sync.read(readFileSync('app/public/favicon-32.png'));
    const svg = readFileSync('app/public/favicon.svg', 'utf8');
    const drawn = PNG.sync.read(
      Buffer.from(
        (await renderAsync(svg, { fitTo: { mode: 'width', value: 32 }, font: { loadSystemFonts: false } })).asPng(),
      ),
    );
    expect(`${committed.width}x${committed.height}`).toBe('32x32');
    expect(committed.data.equals(drawn.data)).toBe(true);
  });
});
