// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtures } from '@smartburn/ui/mocks';
import { DEFAULT_CONFIG } from './config';
import { createServer } from './createServer';
import { openSqliteStore } from './history/sqliteStore';

/** Issue 54: the feed on `/` links each item to its page and a valid hash to the explorer. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sb-links-'));
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<html><head><meta name="theme-color" content="#000"></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>',
  );
  return () => rmSync(root, { recursive: true, force: true });
});

const EXPLORER = 'https://etherscan.io/tx/{txHash}';
const burnHashes = fixtures.activities.flatMap((a) => (a.txHash ? [a.txHash] : []));

async function home(options: { apiCache?: 'shared' | 'off'; explorerTxUrl?: string }) {
  const app = createServer(
    {
      ...DEFAULT_CONFIG,
      distDir: path.join(root, 'dist'),
      mockScenario: 'populated',
      apiCache: options.apiCache ?? 'shared',
      explorerTxUrl: options.explorerTxUrl,
    },
    { historyStore: openSqliteStore(mkdtempSync(path.join(root, 'data-'))) },
  );
  const html = await (await app.request('/')).text();
  await app.close();
  return html;
}

describe('links on /', () => {
  it('with the history and EXPLORER_TX_URL: the feed link, each title to its page, each hash to its transaction', async () => {
    const html = await home({ explorerTxUrl: EXPLORER });
    expect(html).toContain('<link rel="alternate" type="application/atom+xml" title="Activity" href="/feed.xml">');
    expect(html).toContain('<meta name="sb-explorer-tx-url" content="https://etherscan.io/tx/{txHash}">');
    for (const a of fixtures.activities) expect(html).toContain(`href="/activity/${a.id}"`);
    expect(burnHashes.length).toBeGreaterThan(0);
    for (const hash of burnHashes) expect(html).toContain(`href="https://etherscan.io/tx/${hash}"`);
    expect(html.match(/etherscan\.io\/tx\/0x/g)).toHaveLength(burnHashes.length);
  });

  it('without EXPLORER_TX_URL: no link to the chain', async () => {
    const html = await home({});
    expect(html).not.toContain('sb-explorer-tx-url');
    expect(html).not.toContain('View transaction');
    expect(html).toContain('href="/activity/');
  });

  it('with API_CACHE=off: no history, so no feed link and no activity pages', async () => {
    const html = await home({ apiCache: 'off', explorerTxUrl: EXPLORER });
    expect(html).not.toContain('application/atom+xml');
    expect(html).not.toContain('/activity/');
    expect(html).toContain('sb-explorer-tx-url');
  });
});
