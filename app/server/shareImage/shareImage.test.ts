// @vitest-environment node
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { PNG } from 'pngjs';
import { fixtures } from '@smartburn/ui/mocks';
import { defaultBrand, type DashboardSummary } from '@smartburn/ui';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, SHARE_TEXT_MAX_CHARS } from '../limits';
import type { Snapshot } from '../snapshotTypes';
import {
  cleanShareText,
  createShareImage,
  SHARE_FALLBACK_CACHE_CONTROL,
  shareImageCacheControl,
  shareCardModel,
  shareImageRoute,
  type ShareCardModel,
} from './index';

const RECEIVED_AT = Date.parse('2026-01-15T12:00:00Z');
const summary = (over: Partial<DashboardSummary> = {}): DashboardSummary => ({ ...fixtures.dashboard, ...over });
const snapshotOf = (body: unknown, version = 1, receivedAt = RECEIVED_AT): Snapshot => ({
  version,
  endpoints: { dashboard: { good: { body, receivedAt } }, trades: {}, activities: {} },
});

const decode = (body: Uint8Array) => PNG.sync.read(Buffer.from(body));
function expectCard(body: Uint8Array) {
  const png = decode(body);
  expect([png.width, png.height]).toEqual([SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]);
  return png;
}
/** Pixels (RGBA) that differ between two decoded images of the same size. */
function differingPixels(a: PNG, b: PNG) {
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (a.data.readUInt32BE(i) !== b.data.readUInt32BE(i)) n++;
  }
  return n;
}

// One renderer with the real faces for the whole file: the first render loads satori's and resvg's code.
const image = createShareImage({ brand: defaultBrand });

describe('share image: rendering', () => {
  it('is a 1200x630 PNG in the page colours whose pixels change when the balance changes', async () => {
    const a = await image.png(snapshotOf(summary({ currentBalance: 1_284_527.31 }), 1));
    const b = await image.png(snapshotOf(summary({ currentBalance: 9_999_999.99 }), 2));
    const pa = expectCard(a.body);
    const pb = expectCard(b.body);
    expect(a.fallback).toBe(false);
    expect(a.etag).not.toBe(b.etag);
    expect(differingPixels(pa, pb)).toBeGreaterThan(500);
    // Near-black background in the corner, like the page's.
    const corner = (pa.width * 20 + 20) * 4;
    expect([...pa.data.subarray(corner, corner + 3)].every((c) => c < 40)).toBe(true);
  }, 30_000);

  it('is drawn in the theme it is given: the light card has the light page colour in its corner', async () => {
    const light = createShareImage({ brand: defaultBrand, theme: 'light' });
    const card = expectCard((await light.png(snapshotOf(summary(), 1))).body);
    const corner = (card.width * 20 + 20) * 4;
    // #faf7ef, the light theme's page (a faint gold wash is drawn over it).
    expect([...card.data.subarray(corner, corner + 3)].every((c) => c > 200)).toBe(true);
  }, 30_000);

  it('renders the same bytes for the same data (a stable ETag across renders)', async () => {
    const fresh = createShareImage({ brand: defaultBrand });
    const a = await fresh.png(snapshotOf(summary(), 1));
    const b = await createShareImage({ brand: defaultBrand }).png(snapshotOf(summary(), 1));
    expect(Buffer.from(a.body).equals(Buffer.from(b.body))).toBe(true);
    expect(a.etag).toBe(b.etag);
    expect(a.etag).toMatch(/^"[\w-]{32}"$/);
  }, 30_000);

  it.each<[string, string]>([
    ['a megabyte of text', 'x'.repeat(1_000_000)],
    ['right-to-left text', 'שריפה של 12,450,000 אסימונים وحرق الرموز'],
    ['emoji and joiners', '🔥🔥🔥 12,450,000 👩‍👩‍👧‍👦 🏳️‍🌈 SBP'],
    ['markup', '<script>alert(1)</script><img src=x onerror=alert(1)>&amp;</svg><svg onload=alert(1)>'],
    ['control characters', 'a\u0000b\u0007c\u001b[31md\r\ne\u2028f\u202eg\u2066h\ufeff'],
    ['a lone surrogate', '12\ud800 SBP \udfff'],
    ['only whitespace', ' \n\t '],
  ])(
    'stays a valid card with hostile tokensBurned text: %s',
    async (_, tokensBurned) => {
      const hostile = createShareImage({ brand: defaultBrand });
      const png = await hostile.png(snapshotOf(summary({ tokensBurned, currentBalance: 1e15, totalGenerated: -1e12 })));
      expectCard(png.body);
      expect(png.fallback).toBe(false);
    },
    30_000,
  );

  it('serves the brand-only fallback card when there is no valid dashboard data', async () => {
    const fallbackPng = new Uint8Array(readFileSync('app/public/og-fallback.png'));
    const render = vi.fn(async () => new Uint8Array([1]));
    const withFallback = createShareImage({ brand: defaultBrand, fallbackPng, render });
    for (const snapshot of [
      null,
      { version: 1, endpoints: { dashboard: {}, trades: {}, activities: {} } },
      // Only a failure: nothing good to show yet.
      {
        version: 2,
        endpoints: { dashboard: { failure: { status: 500, message: '500: boom', at: 0 } }, trades: {}, activities: {} },
      },
      snapshotOf({ currentBalance: 'lots' }, 3),
      snapshotOf(summary({ currentBalance: Number.NaN }), 4),
      snapshotOf('<html>not json</html>', 5),
    ] satisfies Array<Snapshot | null>) {
      const png = await withFallback.png(snapshot);
      expect(png.fallback).toBe(true);
      expect(Buffer.from(png.body).equals(Buffer.from(fallbackPng))).toBe(true);
    }
    expect(render).not.toHaveBeenCalled();
  });

  it('keeps the committed fallback image (app/public/og-fallback.png) equal to what the card draws: run npm run share:assets', async () => {
    const committed = readFileSync('app/public/og-fallback.png');
    const drawn = await createShareImage({ brand: defaultBrand }).png(null);
    expectCard(drawn.body);
    expect(differingPixels(decode(drawn.body), decode(committed))).toBe(0);
  }, 30_000);
});

describe('share image: memo', () => {
  const counting = () => {
    const models: ShareCardModel[] = [];
    const render = vi.fn(async (model: ShareCardModel) => {
      models.push(model);
      return new TextEncoder().encode(JSON.stringify(model));
    });
    return { image: createShareImage({ brand: defaultBrand, render }), render, models };
  };

  it('renders once per snapshot version, and not again when a new version shows the same card', async () => {
    const { image: memo, render } = counting();
    const first = await memo.png(snapshotOf(summary(), 1));
    expect(await memo.png(snapshotOf(summary(), 1))).toBe(first);
    // A refresh with the same figures in the same minute: the card would read the same.
    expect(await memo.png(snapshotOf(summary(), 2, RECEIVED_AT + 20_000))).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    await memo.png(snapshotOf(summary({ currentBalance: 1 }), 3));
    await memo.png(snapshotOf(summary({ currentBalance: 1 }), 4, RECEIVED_AT + 60_000));
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('renders once for many concurrent requests of a new snapshot (single-flight)', async () => {
    const { image: memo, render } = counting();
    const answers = await Promise.all(Array.from({ length: 50 }, () => memo.png(snapshotOf(summary(), 7))));
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  });

  it('serves the fallback and reports it when a render fails', async () => {
    const onError = vi.fn();
    const fallbackPng = new Uint8Array([9, 9, 9]);
    const failing = createShareImage({
      brand: defaultBrand,
      fallbackPng,
      onError,
      render: async () => {
        throw new Error('resvg exploded');
      },
    });
    const png = await failing.png(snapshotOf(summary()));
    expect(png.fallback).toBe(true);
    expect(png.body).toBe(fallbackPng);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'resvg exploded' }));
  });
});

describe('share image: card model', () => {
  it('formats the figures like the page and dates the data to the minute in UTC', () => {
    const model = shareCardModel(
      snapshotOf(
        summary({ currentBalance: 1_284_527, totalGenerated: 2_456_789.125 }),
        1,
        Date.parse('2026-01-15T12:34:56Z'),
      ),
      defaultBrand,
    );
    expect(model).toEqual({
      productName: 'SmartBurn',
      japaneseSubtitle: 'スマートバーン・プール',
      siteName: 'Smart Burn Pool',
      figures: {
        currentBalance: '$1,284,527.00',
        totalGenerated: '$2,456,789.13',
        tokensBurned: fixtures.dashboard.tokensBurned,
        asOf: '15 Jan 2026, 12:34 UTC',
      },
    });
  });

  it('cuts API text to one clean line', () => {
    expect(cleanShareText('a\u0000b\nc\u202e\t d')).toBe('a b c d');
    expect([...cleanShareText('🔥'.repeat(100))]).toHaveLength(SHARE_TEXT_MAX_CHARS);
    expect(cleanShareText('🔥'.repeat(100)).endsWith('🔥…')).toBe(true);
    expect(cleanShareText('x\ud800y')).toBe('x\ufffdy');
    expect(cleanShareText('<b>12</b>')).toBe('<b>12</b>');
  });
});

describe('share image: route', () => {
  const app = (snapshot: () => Snapshot | null, refresh?: () => Promise<void>, now = () => RECEIVED_AT + 3_500) => {
    const render = vi.fn(async (model: ShareCardModel) => new TextEncoder().encode(JSON.stringify(model)));
    const hono = new Hono();
    hono.get(
      '/og.png',
      shareImageRoute(createShareImage({ brand: defaultBrand, render, fallbackPng: new Uint8Array([1, 2]) }), {
        snapshot,
        refresh,
        now,
      }),
    );
    return { hono, render };
  };

  it('answers like the API: public, max-age what is left of the 10 s window, stale-while-revalidate 10 s, a strong ETag, 304 when it matches', async () => {
    const refresh = vi.fn(async () => {});
    const { hono } = app(() => snapshotOf(summary()), refresh);
    const res = await hono.request('/og.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    // Received 3.5 s ago: 6.5 s of the window are left, counted as 7 (the API's rounding).
    expect(res.headers.get('cache-control')).toBe('public, max-age=7, stale-while-revalidate=10');
    expect(shareImageCacheControl(RECEIVED_AT, RECEIVED_AT)).toBe('public, max-age=10, stale-while-revalidate=10');
    expect(shareImageCacheControl(RECEIVED_AT, RECEIVED_AT + 60_000)).toBe(
      'public, max-age=0, stale-while-revalidate=10',
    );
    const etag = res.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(refresh).toHaveBeenCalledTimes(1);
    const again = await hono.request('/og.png', { headers: { 'if-none-match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await hono.request('/og.png', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    const head = await hono.request('/og.png', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(res.headers.get('content-length'));
  });

  it('serves the fallback, cached only briefly, when there is no snapshot', async () => {
    const { hono, render } = app(() => null);
    const res = await hono.request('/og.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(SHARE_FALLBACK_CACHE_CONTROL);
    expect(SHARE_FALLBACK_CACHE_CONTROL).toBe('public, max-age=1');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([1, 2]);
    expect(render).not.toHaveBeenCalled();
  });
});
