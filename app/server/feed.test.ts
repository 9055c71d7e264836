// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { FEED_MAX_ENTRIES } from '@smartburn/ui';
import { DEFAULT_CONFIG } from './config';
import { createServer } from './createServer';
import { atomFeed } from './feed';
import { openSqliteStore } from './history/sqliteStore';
import type { HistoryActivity } from './history/store';

/** Issue 54 §1: GET /feed.xml, an Atom 1.0 document of the recorded activities. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sb-feed-'));
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'dist', 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  return () => rmSync(root, { recursive: true, force: true });
});

const T0 = Date.parse('2026-03-01T12:00:00Z');
const HOSTILE = '<script>alert(1)</script> ]]> & <b>bold</b>';
const HASH = `0x${'5e'.repeat(32)}`;
const recorded: HistoryActivity[] = Array.from({ length: 60 }, (_, i) => ({
  id: `act-${i}`,
  type: i % 3 === 0 ? 'burn' : 'trade',
  title: i === 59 ? HOSTILE : `Activity ${i}`,
  description: i === 59 ? '<img src=x onerror=alert(1)>' : `Description ${i}`,
  at: T0 - (60 - i) * 60_000,
  ...(i === 59 ? { txHash: HASH } : {}),
}));

async function server(options: { apiCache?: 'shared' | 'off'; publicUrl?: string } = {}) {
  const store = openSqliteStore(mkdtempSync(path.join(root, 'data-')));
  await store.addActivities(recorded);
  const app = createServer(
    {
      ...DEFAULT_CONFIG,
      distDir: path.join(root, 'dist'),
      // No activities from the mocks: the feed lists what the store holds, nothing else.
      mockScenario: 'empty',
      apiCache: options.apiCache ?? 'shared',
      publicUrl: options.publicUrl,
      explorerTxUrl: 'https://etherscan.io/tx/{txHash}',
    },
    { historyStore: store },
  );
  return app;
}

describe('GET /feed.xml', () => {
  it('is Atom that a feed parser we did not write reads with no error: 50 newest first, ids, titles as text, links', async () => {
    const app = await server({ publicUrl: 'https://pool.example' });
    const res = await app.request('/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await res.text();
    const feed = parseFeed(xml);
    expect(feed.title).toBe('Smart Burn Pool: activity');
    expect(xml).toContain('<id>https://pool.example/</id>');
    expect(feed.self).toBe('https://pool.example/feed.xml');
    expect(feed.url).toBe('https://pool.example/');
    expect(feed.updated?.getTime()).toBe(recorded[59]?.at);
    expect(feed.items).toHaveLength(FEED_MAX_ENTRIES);
    expect(feed.items.map((i) => i.id)).toEqual(
      recorded
        .slice(-FEED_MAX_ENTRIES)
        .reverse()
        .map((a) => `https://pool.example/activity/${a.id}`),
    );
    const [newest] = feed.items;
    expect(newest?.title).toBe(HOSTILE);
    expect(newest?.description).toBe('<img src=x onerror=alert(1)>');
    expect(newest?.url).toBe('https://pool.example/activity/act-59');
    expect(newest?.updated?.getTime()).toBe(recorded[59]?.at);
    // Text, escaped: nothing in the document is markup but the feed's own elements.
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<img');
    expect(xml).toContain(
      `<title type="text">&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</title>`,
    );
    expect(xml.match(/rel="related"[^>]*href="https:\/\/etherscan\.io\/tx\/0x/g)).toHaveLength(1);
    await app.close();
  });

  it('is cacheable like the history: public max-age within a sample, a strong ETag, 304, and HEAD', async () => {
    const app = await server();
    const res = await app.request('/feed.xml');
    const cache = res.headers.get('cache-control') ?? '';
    expect(cache).toMatch(/^public, max-age=(\d+), stale-while-revalidate=10$/);
    expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeLessThanOrEqual(10);
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await app.request('/feed.xml', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await app.request('/feed.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
    expect((await app.request('/feed.xml', { method: 'POST' })).status).toBe(405);
    // Framed by nobody, like every route but /embed.
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    await app.close();
  });

  it('does not exist with API_CACHE=off (no history): 404', async () => {
    const app = await server({ apiCache: 'off' });
    expect((await app.request('/feed.xml')).status).toBe(404);
    await app.close();
  });

  it('has a valid document with no activity yet', () => {
    const feed = parseFeed(atomFeed({ activities: [], siteName: 'S', builtAt: T0 }));
    expect(feed.items).toEqual([]);
    expect(feed.updated?.getTime()).toBe(T0);
  });
});
