import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { POLL_DASHBOARD_MS, type BrandConfig, type ThemeName } from '@smartburn/ui';
import { matchesEtag } from '../api';
import { FAILURE_CACHE_SECONDS, secondsLeft, sharedWindowSeconds } from '../limits';
import type { Snapshot } from '../snapshotTypes';
import { loadShareFonts } from './fonts';
import { shareCardModel, type ShareCardModel } from './model';
import { createShareCardRenderer, type ShareCardRenderer } from './render';

export { shareCardModel, cleanShareText, formatAsOf } from './model';
export type { ShareCardModel } from './model';

export interface SharePng {
  body: Uint8Array;
  /** Strong validator of `body`. */
  etag: string;
  /** True when the card shows no figures (no valid dashboard data yet). */
  fallback: boolean;
}

export interface ShareImage {
  /** The share card of this snapshot; rendered at most once per change of what the card shows. */
  png(snapshot: Snapshot | null | undefined): Promise<SharePng>;
}

export interface ShareImageOptions {
  brand: Pick<BrandConfig, 'productName' | 'japaneseSubtitle' | 'siteName' | 'locale'>;
  /**
   * Served when there is no valid dashboard data yet, and when rendering fails: the committed
   * app/public/og-fallback.png. Without it the brand-only card is rendered (once).
   */
  fallbackPng?: Uint8Array;
  /** The theme whose colours the card is drawn in; default dark. */
  theme?: ThemeName;
  /** Tests count renders or make them fail; default satori + resvg with the page's faces. */
  render?: ShareCardRenderer;
  /** Where a failed render is reported; default console.error. */
  onError?: (error: unknown) => void;
}

const etagOf = (body: Uint8Array) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
const pngOf = (body: Uint8Array, fallback: boolean): SharePng => ({ body, etag: etagOf(body), fallback });

/**
 * The share image of `GET /og.png` (docs/requirements.md §6.4). Memoized twice: the same snapshot version returns
 * the last answer without looking at the data, and a new version whose card would read the same
 * (the dashboard figures and the minute of the data did not change) reuses the last PNG. A render
 * in progress is shared by every request that waits for it (single-flight).
 */
export function createShareImage({
  brand,
  fallbackPng,
  theme = 'dark',
  render,
  onError = (error) => console.error('share image: render failed, serving the fallback image', error),
}: ShareImageOptions): ShareImage {
  let renderer = render;
  const draw = (model: ShareCardModel) => {
    renderer ??= createShareCardRenderer(loadShareFonts(brand.japaneseSubtitle), theme);
    return renderer(model);
  };

  let fallback: Promise<SharePng> | undefined;
  const fallbackAnswer = () =>
    (fallback ??= fallbackPng
      ? Promise.resolve(pngOf(fallbackPng, true))
      : draw(shareCardModel(null, brand)).then((body) => pngOf(body, true)));

  let last: { version: number | undefined; key: string; answer: Promise<SharePng> } | undefined;

  return {
    png(snapshot) {
      if (last && snapshot && last.version === snapshot.version) return last.answer;
      const model = shareCardModel(snapshot, brand);
      if (!model.figures) return fallbackAnswer();
      const key = JSON.stringify(model);
      if (last && last.key === key) {
        last.version = snapshot?.version;
        return last.answer;
      }
      const answer = draw(model).then(
        (body) => pngOf(body, false),
        (error: unknown) => {
          onError(error);
          return fallbackAnswer();
        },
      );
      last = { version: snapshot?.version, key, answer };
      return answer;
    },
  };
}

/** The card's figures change at most once per dashboard poll: cache it like the dashboard's API answer. */
const SHARE_WINDOW_SECONDS = sharedWindowSeconds(POLL_DASHBOARD_MS);
/**
 * As the API's shared answers (app/server/snapshot.ts): a cache may keep the card for what is left
 * of the dashboard data's window, then serve it stale for one window while it asks again.
 */
export function shareImageCacheControl(receivedAt: number, now: number): string {
  const left = Math.min(SHARE_WINDOW_SECONDS, secondsLeft(receivedAt + SHARE_WINDOW_SECONDS * 1000, now));
  return `public, max-age=${left}, stale-while-revalidate=${SHARE_WINDOW_SECONDS}`;
}
/** The brand-only card stands in until data arrives: kept no longer than a failed API answer. */
export const SHARE_FALLBACK_CACHE_CONTROL = `public, max-age=${FAILURE_CACHE_SECONDS}`;

export interface ShareImageRouteOptions {
  /** What the server's shared snapshot holds now; null when there is none (pass-through mode). */
  snapshot: () => Snapshot | null | undefined;
  /** Refresh the snapshot when due, within a budget, before drawing (the first-HTML budget). */
  refresh?: () => Promise<void>;
  /** The clock; default Date.now. */
  now?: () => number;
}

/**
 * `GET /og.png`: the image with the API's caching (public, max-age what is left of the data's
 * window, stale-while-revalidate a window: a third of the dashboard's poll interval), a strong
 * ETag, and 304 on a matching If-None-Match.
 */
export function shareImageRoute(image: ShareImage, { snapshot, refresh, now = Date.now }: ShareImageRouteOptions) {
  return async (c: Context): Promise<Response> => {
    await refresh?.();
    const current = snapshot();
    const png = await image.png(current);
    const receivedAt = current?.endpoints.dashboard.good?.receivedAt;
    const headers = new Headers({
      'content-type': 'image/png',
      'cache-control':
        png.fallback || receivedAt === undefined
          ? SHARE_FALLBACK_CACHE_CONTROL
          : shareImageCacheControl(receivedAt, now()),
      etag: png.etag,
    });
    if (matchesEtag(c.req.header('if-none-match'), png.etag)) return new Response(null, { status: 304, headers });
    headers.set('content-length', String(png.body.byteLength));
    return new Response(c.req.method === 'HEAD' ? null : (png.body as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers,
    });
  };
}

/**
 * `Cross-Origin-Resource-Policy: cross-origin` for the share image: a page elsewhere (a chat's web
 * client, a post) may show it straight from our origin, which the server-wide `same-origin` would
 * block. Register it before the security headers middleware, so that it runs after it.
 */
export const shareImageCorp: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
};
