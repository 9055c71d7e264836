import { create } from 'xmlbuilder2';
import { ACTIVITY_ID_PATTERN, explorerTxHref } from '@smartburn/ui';
import type { RecordedActivity } from './history/store';
import { ACTIVITY_PATH_PREFIX, FEED_PATH } from './pageLinks';

const ATOM_NS = 'http://www.w3.org/2005/Atom';

export interface AtomFeedInput {
  /** The newest recorded activities, newest first. */
  activities: readonly RecordedActivity[];
  siteName: string;
  /** The public address: absolute links and ids under it; without it, links relative to the feed's own address. */
  publicUrl?: string;
  explorerTxUrl?: string;
  /** When the feed was built: its `updated` while it holds no entry. */
  builtAt: number;
}

/** An id that stays the same for the same activity (RFC 4287, section 4.2.6): its page's address, or a URN. */
const entryId = (id: string, publicUrl: string | undefined) =>
  publicUrl && ACTIVITY_ID_PATTERN.test(id)
    ? `${publicUrl}${ACTIVITY_PATH_PREFIX}${id}`
    : `urn:smartburn:activity:${encodeURIComponent(id)}`;

/**
 * The Atom 1.0 document of GET /feed.xml (RFC 4287). Built with xmlbuilder2, which escapes
 * every text and attribute and replaces characters XML cannot hold, so a hostile title stays text;
 * titles and summaries are `type="text"`, never markup a reader would render.
 */
export function atomFeed({ activities, siteName, publicUrl, explorerTxUrl, builtAt }: AtomFeedInput): string {
  const base = publicUrl ?? '';
  const doc = create({ version: '1.0', encoding: 'utf-8', invalidCharReplacement: '\ufffd' });
  const feed = doc.ele(ATOM_NS, 'feed');
  feed.ele('id').txt(publicUrl ? `${publicUrl}/` : 'urn:smartburn:feed');
  feed.ele('title', { type: 'text' }).txt(`${siteName}: activity`);
  feed.ele('subtitle', { type: 'text' }).txt(`Burns, trades and reinvestments recorded by ${siteName}.`);
  feed.ele('updated').txt(new Date(activities[0]?.at ?? builtAt).toISOString());
  feed.ele('author').ele('name').txt(siteName);
  feed.ele('link', { rel: 'self', type: 'application/atom+xml', href: `${base}${FEED_PATH}` });
  feed.ele('link', { rel: 'alternate', type: 'text/html', href: `${base}/` });
  for (const a of activities) {
    const entry = feed.ele('entry');
    entry.ele('id').txt(entryId(a.id, publicUrl));
    entry.ele('title', { type: 'text' }).txt(a.title);
    entry.ele('updated').txt(new Date(a.at).toISOString());
    entry.ele('category', { term: a.type });
    if (ACTIVITY_ID_PATTERN.test(a.id))
      entry.ele('link', { rel: 'alternate', type: 'text/html', href: `${base}${ACTIVITY_PATH_PREFIX}${a.id}` });
    const tx = explorerTxHref(explorerTxUrl, a.txHash);
    if (tx) entry.ele('link', { rel: 'related', type: 'text/html', title: 'Transaction', href: tx });
    entry.ele('summary', { type: 'text' }).txt(a.description || a.title);
  }
  return doc.end({ prettyPrint: true });
}
