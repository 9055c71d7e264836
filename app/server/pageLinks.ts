import type { BrandConfig } from '@smartburn/ui';
import { escapeAttr, meta } from './linkPreview';

/** The Atom feed's path (GET /feed.xml). */
export const FEED_PATH = '/feed.xml';
/** The embeddable card's path (GET /embed), the one route another site may frame. */
export const EMBED_PATH = '/embed';
/** An activity's page: `/activity/` and its id. */
export const ACTIVITY_PATH_PREFIX = '/activity/';
/** The template the feed on `/` links each item with (BrandConfig.activityUrl). */
export const ACTIVITY_URL_TEMPLATE = `${ACTIVITY_PATH_PREFIX}{id}`;

/** The meta elements app/start.tsx reads the links from, so the browser renders what the server did. */
export const ACTIVITY_URL_META = 'sb-activity-url';
export const EXPLORER_TX_URL_META = 'sb-explorer-tx-url';

export type PageLinks = Pick<BrandConfig, 'activityUrl' | 'explorerTxUrl'>;

/**
 * The links the server's configuration gives the pages: each activity's page where the history
 * keeps activities (not in pass-through mode), and its transaction where an explorer is configured.
 */
export function pageLinks({ history, explorerTxUrl }: { history: boolean; explorerTxUrl?: string }): PageLinks {
  return {
    ...(history ? { activityUrl: ACTIVITY_URL_TEMPLATE } : {}),
    ...(explorerTxUrl ? { explorerTxUrl } : {}),
  };
}

/**
 * Head tags of those links: the meta elements for the browser's app, and the feed's
 * `rel="alternate"` where there is one (the history is what it lists).
 */
export function pageLinkTags(links: PageLinks): string {
  const tags: string[] = [];
  if (links.activityUrl) {
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="Activity" href="${escapeAttr(FEED_PATH)}">`,
      meta('name', ACTIVITY_URL_META, links.activityUrl),
    );
  }
  if (links.explorerTxUrl) tags.push(meta('name', EXPLORER_TX_URL_META, links.explorerTxUrl));
  return tags.join('\n    ');
}
