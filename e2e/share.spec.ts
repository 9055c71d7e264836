import { test, expect } from '@playwright/test';
import { PNG } from 'pngjs';
import { startAppServer, startTestBackend } from './support/servers';
import { watchPageProblems } from './support/watch';
import { EMOJI, LONG_WORD, PWN, RTL_OVERRIDE, ZALGO } from './support/hostile';

// docs/requirements.md §6.3: link previews, the share image and the site files, against `npm start` as visitors
// and crawlers get it (playwright.config.ts sets PUBLIC_URL to the server's own address).

/** `<meta property|name="…" content="…">` and the canonical link of an HTML head. */
function headTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) tags.set(m[1]!, m[2]!);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (canonical) tags.set('canonical', canonical);
  return tags;
}

const decodePng = (bytes: Buffer) => PNG.sync.read(bytes);
function differingPixels(a: PNG, b: PNG) {
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4) if (a.data.readUInt32BE(i) !== b.data.readUInt32BE(i)) n++;
  return n;
}

const dashboard = (over: Record<string, unknown> = {}) => ({
  currentBalance: 1_284_527.31,
  profit24h: 1,
  profitWeekly: 2,
  profitMonthly: 3,
  totalGenerated: 2_456_789.12,
  burnPoolTotal: 1_111.11,
  tokensBurned: '12,450,000 SBP',
  ...over,
});

test('the raw HTML of / carries every link preview tag, with absolute URLs that resolve', async ({
  request,
  baseURL,
}) => {
  // As a crawler reads it: no JavaScript runs.
  const html = await (await request.get('/')).text();
  const tags = headTags(html);
  for (const key of [
    'og:title',
    'og:description',
    'og:type',
    'og:site_name',
    'og:url',
    'og:image',
    'og:image:width',
    'og:image:height',
    'og:image:alt',
    'twitter:card',
    'twitter:title',
    'twitter:description',
    'twitter:image',
    'twitter:image:alt',
    'canonical',
  ]) {
    expect(tags.get(key), key).toBeTruthy();
  }
  expect(tags.get('og:site_name')).toBe('Smart Burn Pool');
  expect(tags.get('og:title')).toContain('Smart Burn Pool');
  expect(tags.get('twitter:card')).toBe('summary_large_image');
  expect(tags.get('og:url')).toBe(`${baseURL}/`);
  expect(tags.get('canonical')).toBe(`${baseURL}/`);
  expect([tags.get('og:image:width'), tags.get('og:image:height')]).toEqual(['1200', '630']);
  for (const key of ['og:url', 'og:image', 'twitter:image', 'canonical']) {
    expect(new URL(tags.get(key)!).href, `${key} is absolute`).toBe(tags.get(key));
  }
  expect(tags.get('twitter:image')).toBe(tags.get('og:image'));
  expect(html).not.toContain('<!--server:head-tags-->');
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');

  // The image the tags name: a 1200x630 PNG, cached like the API, made to be shown elsewhere.
  const image = await fetch(tags.get('og:image')!);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');
  expect(image.headers.get('cache-control')).toMatch(/^public, max-age=(10|[0-9]), stale-while-revalidate=10$/);
  expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  const png = decodePng(Buffer.from(await image.arrayBuffer()));
  expect([png.width, png.height]).toEqual([1200, 630]);
  const etag = image.headers.get('etag')!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await fetch(tags.get('og:image')!, { headers: { 'if-none-match': etag } });
  // The live simulation moves: a new window may have a new card, never a broken answer.
  expect([304, 200]).toContain(again.status);
  if (again.status === 304) expect(again.headers.get('etag')).toBe(etag);
});

test('the Not Found page asks not to be indexed and carries no card', async ({ request }) => {
  const res = await request.get('/no/such/page');
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(headTags(html).has('og:image')).toBe(false);
  expect((await (await request.get('/')).text()).includes('noindex')).toBe(false);
});

test('manifest, icons and robots.txt: cached a day, revalidated by ETag; the browser takes the manifest with zero CSP violations', async ({
  page,
  request,
}) => {
  for (const [path, type] of [
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/robots.txt', 'text/plain'],
    ['/icons/icon-192.png', 'image/png'],
    ['/icons/icon-512.png', 'image/png'],
    ['/icons/icon-maskable-512.png', 'image/png'],
    ['/apple-touch-icon.png', 'image/png'],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toContain(type);
    expect(res.headers()['cache-control'], path).toBe('public, max-age=86400');
    const revalidated = await request.get(path, { headers: { 'if-none-match': res.headers()['etag']! } });
    expect(revalidated.status(), path).toBe(304);
  }
  expect(await (await request.get('/robots.txt')).text()).toMatch(/User-agent: \*[\s\S]*Disallow: \/api\//);

  const problems = await watchPageProblems(page);
  await page.goto('/');
  await expect(page.getByTestId('freshness')).toBeVisible();
  // Chromium fetches and parses the manifest as an install prompt would (manifest-src falls back to default-src 'self').
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Smart Burn Pool', display: 'standalone' });
  // Each icon the manifest names loads as an image on the page's origin (img-src 'self').
  for (const src of [
    '/icons/icon-192.png',
    '/icons/icon-512.png',
    '/icons/icon-maskable-512.png',
    '/apple-touch-icon.png',
  ]) {
    const size = await page.evaluate(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, src);
    expect(size, src).toMatch(/^(192x192|512x512|180x180)$/);
  }
  expect(problems).toEqual([]);
});

test("/og.png draws the snapshot: new pixels when the backend's balance changes", async () => {
  test.setTimeout(60_000);
  const routes: Record<string, unknown> = { '/api/dashboard': dashboard(), '/api/trades': [], '/api/activities': [] };
  const backend = await startTestBackend(routes);
  const app = await startAppServer({ API_ORIGIN: backend.url });
  try {
    const first = await fetch(`${app.url}/og.png`);
    const a = Buffer.from(await first.arrayBuffer());
    routes['/api/dashboard'] = dashboard({ currentBalance: 9_876_543.21 });
    // The snapshot asks the backend again once its window (10 s for the dashboard) has passed.
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${app.url}/api/dashboard`)).json()) as { currentBalance: number }).currentBalance,
        {
          timeout: 20_000,
          intervals: [1_000],
        },
      )
      .toBe(9_876_543.21);
    const second = await fetch(`${app.url}/og.png`);
    const b = Buffer.from(await second.arrayBuffer());
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
    const [pa, pb] = [decodePng(a), decodePng(b)];
    expect([pb.width, pb.height]).toEqual([1200, 630]);
    expect(differingPixels(pa, pb)).toBeGreaterThan(500);
  } finally {
    await app.stop();
    await backend.stop();
  }
});

test('/og.png stays a valid image, and the server keeps answering, with hostile API text', async () => {
  test.setTimeout(90_000);
  const mixed = [
    PWN.script,
    PWN.img,
    RTL_OVERRIDE,
    EMOJI,
    ZALGO,
    'ltr \u0000\u0007\u001b[31m\r\n\u2028 controls',
    'שריפה של אסימונים وحرق الرموز',
    LONG_WORD,
  ].join(' ');
  // A megabyte of plain ASCII in one word: unbounded, satori's line breaking runs the process
  // out of memory on it (measured while building this test), taking the server down.
  const megabyte = 'x'.repeat(1_000_000);
  for (const tokensBurned of [mixed, megabyte]) {
    const backend = await startTestBackend({
      '/api/dashboard': dashboard({ tokensBurned, currentBalance: 1e15, totalGenerated: -1e12 }),
      '/api/trades': [],
      '/api/activities': [],
    });
    const app = await startAppServer({ API_ORIGIN: backend.url });
    try {
      const res = await fetch(`${app.url}/og.png`);
      expect(res.status).toBe(200);
      const png = decodePng(Buffer.from(await res.arrayBuffer()));
      expect([png.width, png.height]).toEqual([1200, 630]);
      // The card with the figures, not the fallback (cached a second).
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=(10|[0-9]), stale-while-revalidate=10$/);
      expect((await fetch(`${app.url}/`)).status).toBe(200);
      expect((await fetch(`${app.url}/api/dashboard`)).status).toBe(200);
    } finally {
      await app.stop();
      await backend.stop();
    }
  }
});
