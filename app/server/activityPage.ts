import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import {
  ACTIVITY_ID_PATTERN,
  explorerTxHref,
  HISTORY_SAMPLE_MS,
  type BrandConfig,
  type ThemeSetting,
} from '@smartburn/ui';
import { renderActivityPage, type ActivityPageFigures } from '@smartburn/ui/server';
import type { HistoryStore, RecordedActivity } from './history/store';
import { createDocumentTemplate, NONCE_PLACEHOLDER } from './homePage';
import { escapeAttr, HEAD_TAGS_PLACEHOLDER, meta } from './linkPreview';
import { EDGE_NONCE_FILL, EDGE_NONCE_HEADER } from './limits';
import { cutForLog, type Logger } from './log';
import { ACTIVITY_PATH_PREFIX } from './pageLinks';
import { cacheableAnswer, sampledCacheControl } from './sampledAnswer';

/** How far from a burn the figures recorded nearest to it may be: one hour, the coarsest bucket kept. */
const FIGURES_WITHIN_MS = 60 * 60_000;

export interface ActivityPagesOptions {
  distDir: string;
  brand: BrandConfig;
  theme: ThemeSetting;
  publicUrl?: string;
  explorerTxUrl?: string;
  store: Pick<HistoryStore, 'activity' | 'points'>;
  logger: Logger;
  /** The Not Found page, for an unknown id or one that cannot be an id. */
  notFound: (c: Context) => Response | Promise<Response>;
  /** The trusted proxies: who may get the page with its nonce placeholder, to cache it. */
  isTrusted: (address: string | undefined) => boolean;
  now?: () => number;
}

const HTML = 'text/html; charset=UTF-8';

/** The history's sample nearest to `at`, within FIGURES_WITHIN_MS. */
async function figuresNear(store: Pick<HistoryStore, 'points'>, at: number): Promise<ActivityPageFigures | undefined> {
  const samples = await store.points(at - FIGURES_WITHIN_MS, at + FIGURES_WITHIN_MS, HISTORY_SAMPLE_MS);
  let best: (typeof samples)[number] | undefined;
  for (const s of samples) if (!best || Math.abs(s.at - at) < Math.abs(best.at - at)) best = s;
  return best && { at: best.at, burnPoolTotal: best.burnPoolTotal, tokensBurned: best.tokensBurned };
}

const cut = (text: string, max: number) => ([...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text);

/** The head of an activity's page: its own title, description, canonical, Open Graph and Twitter tags. */
function headTags(a: RecordedActivity, brand: BrandConfig, publicUrl: string | undefined): string {
  const title = `${cut(a.title, 120)} · ${brand.siteName}`;
  const description = cut(a.description || a.title, 200);
  const tags = [
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', brand.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    // No share image of its own yet: the small card, title and description only.
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ];
  if (publicUrl) {
    const page = `${publicUrl}${ACTIVITY_PATH_PREFIX}${a.id}`;
    tags.push(meta('property', 'og:url', page), `<link rel="canonical" href="${escapeAttr(page)}">`);
  }
  return tags.join('\n    ');
}

/**
 * GET /activity/:id (docs/requirements.md §14): one recorded activity on a page of its own, complete as HTML
 * (no script). An id that cannot be one (ACTIVITY_ID_PATTERN) is a 404 before the store is asked;
 * an unknown one is a 404 too. Cached like the feed: public until the next sample, ETag, 304.
 */
export function activityPages({
  distDir,
  brand,
  theme,
  publicUrl,
  explorerTxUrl,
  store,
  logger,
  notFound,
  isTrusted,
  now = Date.now,
}: ActivityPagesOptions) {
  const document = createDocumentTemplate(distDir, '', theme);
  return async (c: Context): Promise<Response> => {
    const id = c.req.param('id') ?? '';
    if (!ACTIVITY_ID_PATTERN.test(id)) return notFound(c);
    let activity: RecordedActivity | null;
    let figures: ActivityPageFigures | undefined;
    try {
      activity = await store.activity(id);
      if (activity?.type === 'burn') figures = await figuresNear(store, activity.at);
    } catch (error) {
      logger.error(
        { event: 'activity_read_failed', err: cutForLog(error instanceof Error ? error.message : String(error)) },
        'activity page: reading the history failed',
      );
      c.header('Cache-Control', 'no-store');
      return c.text('Service unavailable: the activity could not be read.', 503);
    }
    if (!activity) return notFound(c);
    const at = now();
    const { html, styleTags } = renderActivityPage({
      activity,
      now: at,
      figures,
      explorerHref: explorerTxHref(explorerTxUrl, activity.txHash),
      brand,
      locale: brand.locale,
      nonce: NONCE_PLACEHOLDER,
    });
    const page = document
      .page({ shell: '*', html, styleTags, script: false })
      .replace(HEAD_TAGS_PLACEHOLDER, () => headTags(activity, brand, publicUrl))
      .replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${escapeAttr(`${cut(activity.title, 120)} · ${brand.siteName}`)}</title>`,
      )
      .replace(
        /<meta\s+name="description"[^>]*>/,
        () => `<meta name="description" content="${escapeAttr(cut(activity.description || activity.title, 200))}">`,
      );
    // As `/` (docs/requirements.md §12.5): a trusted edge gets the placeholder to fill per visitor
    // and may keep the page until the next sample; anyone else gets this answer's nonce, uncached.
    const peer = (c.env as HttpBindings | undefined)?.incoming?.socket?.remoteAddress;
    if (c.req.header(EDGE_NONCE_HEADER) === EDGE_NONCE_FILL && isTrusted(peer)) {
      c.header('Vary', 'X-Edge-Nonce');
      return cacheableAnswer(c, { body: page, contentType: HTML, cacheControl: sampledCacheControl(at) });
    }
    const nonce = (c.get('secureHeadersNonce' as never) as string | undefined) ?? '';
    return c.html(page.replaceAll(NONCE_PLACEHOLDER, nonce), 200, { 'Cache-Control': 'no-cache' });
  };
}
