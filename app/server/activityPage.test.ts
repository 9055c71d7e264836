// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CONFIG } from './config';
import { createServer } from './createServer';
import { openSqliteStore } from './history/sqliteStore';
import type { HistoryStore } from './history/store';

/** Issue 54 §2: GET /activity/:id, one recorded activity on a page of its own. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sb-activity-'));
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<html><head><title>Smart Burn Pool</title><meta name="description" content="x"><!--server:head-tags--><script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  return () => rmSync(root, { recursive: true, force: true });
});

const T0 = Date.parse('2026-03-01T12:00:00Z');
const HASH = `0x${'ab'.repeat(32)}`;
const HOSTILE = '<img src=x onerror=alert(1)> burn';

async function server(explorerTxUrl?: string) {
  const store = openSqliteStore(mkdtempSync(path.join(root, 'data-')));
  await store.addActivities([
    { id: 'burn-1', type: 'burn', title: HOSTILE, description: '250,000 SBP burned', at: T0, txHash: HASH },
    { id: 'trade-1', type: 'trade', title: 'AI trade closed', description: 'XAU/USD', at: T0 - 60_000 },
  ]);
  await store.addSample({
    at: T0 + 10_000,
    currentBalance: 1,
    totalGenerated: 2,
    burnPoolTotal: 142_369.58,
    tokensBurned: 12_450_000,
  });
  const app = createServer(
    {
      ...DEFAULT_CONFIG,
      distDir: path.join(root, 'dist'),
      mockScenario: 'empty',
      publicUrl: 'https://pool.example',
      explorerTxUrl,
    },
    { historyStore: store },
  );
  return { app, store };
}

describe('GET /activity/:id', () => {
  it('shows the activity as text, with its own title, description, canonical and share tags, and no script', async () => {
    const { app } = await server('https://etherscan.io/tx/{txHash}');
    const res = await app.request('/activity/burn-1');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; burn');
    expect(html).toContain('<title>&lt;img src=x onerror=alert(1)&gt; burn · Smart Burn Pool</title>');
    expect(html).toContain('<meta name="description" content="250,000 SBP burned">');
    expect(html).toContain('<link rel="canonical" href="https://pool.example/activity/burn-1">');
    expect(html).toContain('<meta property="og:url" content="https://pool.example/activity/burn-1">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).not.toContain('<script');
    // The burn's figures, recorded 10 s after it, and its transaction.
    expect(html).toContain('$142,369.58');
    expect(html).toContain('12,450,000');
    expect(html).toContain(`href="https://etherscan.io/tx/${HASH}"`);
    expect(html).toContain('March 1, 2026');
    await app.close();
  });

  it('links to the chain only with an explorer and a hash', async () => {
    const { app } = await server();
    expect(await (await app.request('/activity/burn-1')).text()).not.toContain('View transaction');
    await app.close();
    const withExplorer = await server('https://etherscan.io/tx/{txHash}');
    expect(await (await withExplorer.app.request('/activity/trade-1')).text()).not.toContain('View transaction');
    await withExplorer.app.close();
  });

  it('answers an unknown id with the Not Found page and 404; an id that cannot be one never reaches the store', async () => {
    const { app, store } = await server();
    const asked = vi.spyOn(store as HistoryStore, 'activity');
    expect((await app.request('/activity/nope')).status).toBe(404);
    expect(asked).toHaveBeenCalledTimes(1);
    for (const bad of [`/activity/${'a'.repeat(65)}`, '/activity/a%20b', "/activity/a'b", '/activity/%3Cscript%3E'])
      expect((await app.request(bad)).status, bad).toBe(404);
    expect(asked).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('is cacheable for a trusted edge, with the nonce placeholder kept for it to fill', async () => {
    const { app } = await server();
    const res = await app.request('/activity/burn-1', { headers: { 'x-edge-nonce': 'fill' } });
    // app.request has no socket: no peer, so not trusted: the visitor's uncached answer.
    expect(res.headers.get('cache-control')).toBe('no-cache');
    await app.close();
  });
});
