import type { Context } from 'hono';
import { FEED_MAX_ENTRIES } from '@smartburn/ui';
import { atomFeed, type AtomFeedInput } from './feed';
import { sampleSlot, type HistoryStore } from './history/store';
import { cutForLog, type Logger } from './log';
import { cacheableAnswer, sampledCacheControl } from './sampledAnswer';

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

export interface FeedRouteOptions extends Omit<AtomFeedInput, 'activities' | 'builtAt'> {
  store: Pick<HistoryStore, 'recentActivities'>;
  logger: Logger;
  now?: () => number;
}

/**
 * GET /feed.xml: the FEED_MAX_ENTRIES newest recorded activities as Atom. The document is built
 * at most once per sample (single-flight: a burst of readers reads the store once), and cached
 * like the history's answers.
 */
export function feedRoute({ store, logger, now = Date.now, ...feed }: FeedRouteOptions) {
  let built: { slot: number; body: Promise<string> } | undefined;
  const body = (at: number) => {
    const slot = sampleSlot(at);
    if (built?.slot === slot) return built.body;
    const fresh = {
      slot,
      body: store
        .recentActivities(FEED_MAX_ENTRIES)
        .then((activities) => atomFeed({ ...feed, activities, builtAt: at })),
    };
    built = fresh;
    // A failed read is not kept: the next request tries again.
    fresh.body.catch(() => {
      if (built === fresh) built = undefined;
    });
    return fresh.body;
  };
  return async (c: Context): Promise<Response> => {
    const at = now();
    let xml: string;
    try {
      xml = await body(at);
    } catch (error) {
      logger.error(
        { event: 'feed_read_failed', err: cutForLog(error instanceof Error ? error.message : String(error)) },
        'feed: reading the history failed',
      );
      c.header('Cache-Control', 'no-store');
      return c.text('Service unavailable: the feed could not be read.', 503);
    }
    return cacheableAnswer(c, { body: xml, contentType: ATOM_CONTENT_TYPE, cacheControl: sampledCacheControl(at) });
  };
}
