// @vitest-environment node
import { parse } from 'csv-parse/sync';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HISTORY_RANGES, HISTORY_SAMPLE_MS, type HistoryResponse } from '@smartburn/ui';
import { createServer } from '../createServer';
import { CSV_COLUMNS } from './csv';
import { openSqliteStore } from './sqliteStore';
import type { HistoryStore } from './store';
import { DEFAULT_CONFIG } from '../config';

/** docs/requirements.md §13.2: GET /api/history and GET /api/history.csv. */
const NOW = Date.parse('2026-03-01T12:00:10Z');
const HOUR = 60 * 60_000;

/** Titles a hostile feed could send: formulas, HTML, separators, quotes and line breaks. */
const HOSTILE = [
  '=HYPERLINK("http://evil.example","click")',
  "+1+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(A1:A9)',
  '\tTAB first',
  '\rCR first',
  '<script>alert(1)</script></svg>',
  'comma, "quotes"\nand a new line',
  '＝full-width equals',
];

let root: string;
let dist: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sb-history-http-'));
  dist = path.join(root, 'dist-app');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  return () => rmSync(root, { recursive: true, force: true });
});

const stores: HistoryStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

/** A server (mock `populated`, so no backfill) over a store holding 2 hours of samples and hostile burns. */
async function serverWithHistory(apiCache: 'shared' | 'off' = 'shared') {
  const store = openSqliteStore(mkdtempSync(path.join(root, 'data-')));
  stores.push(store);
  const samples = [];
  for (let t = NOW - 2 * HOUR; t < NOW - HISTORY_SAMPLE_MS; t += HISTORY_SAMPLE_MS)
    samples.push({
      at: t + 3_000,
      currentBalance: t / 1e6,
      totalGenerated: 2e6,
      burnPoolTotal: -5,
      tokensBurned: null,
    });
  await store.addSamples(samples);
  await store.addActivities(
    HOSTILE.map((title, i) => ({ id: `b${i}`, type: 'burn', title, at: NOW - HOUR + i * 5 * 60_000 })),
  );
  const server = createServer(
    {
      ...DEFAULT_CONFIG,
      distDir: path.relative(process.cwd(), dist),
      mockScenario: 'populated',
      apiCache,
    },
    { historyStore: store, now: () => NOW },
  );
  // The sampler's first run (at NOW) has recorded the mock's dashboard.
  if (apiCache === 'shared')
    await vi.waitFor(async () => expect((await store.points(NOW - 1, NOW, HISTORY_SAMPLE_MS)).length).toBe(1));
  return { server, store };
}

describe('GET /api/history', () => {
  it('answers the range bucketed, shared and cacheable, with a strong ETag and 304', async () => {
    const { server } = await serverWithHistory();
    const res = await server.request('/api/history?range=24h&utm=ignored');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=(\d|10), stale-while-revalidate=10$/);
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const body = (await res.json()) as HistoryResponse;
    expect(body).toMatchObject({
      range: '24h',
      to: new Date(NOW).toISOString(),
      from: new Date(NOW - 24 * HOUR).toISOString(),
      since: new Date(NOW - 2 * HOUR + 3_000).toISOString(),
    });
    // 24 five-minute buckets of the two hours, the last holding the sampler's own sample.
    expect(body.points).toHaveLength(25);
    expect(body.points.at(-1)).toMatchObject({ at: new Date(NOW).toISOString(), tokensBurned: 12_450_000 });
    expect(body.points[0]).toEqual({
      at: new Date(NOW - 2 * HOUR + 4 * 60_000 + 33_000).toISOString(),
      currentBalance: (NOW - 2 * HOUR + 4 * 60_000 + 30_000) / 1e6,
      totalGenerated: 2e6,
      burnPoolTotal: -5,
      tokensBurned: null,
    });
    // Hostile titles stay the exact text they were.
    expect(body.burns.map((b) => b.title)).toEqual(HOSTILE);

    const again = await server.request('/api/history?range=24h', { headers: { 'If-None-Match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await server.request('/api/history?range=7d', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('etag')).not.toBe(etag);
  });

  it('keeps every burn however close together, in the JSON and the CSV of every range', async () => {
    const { server, store } = await serverWithHistory();
    // Two burns a minute apart: one 5-minute bucket of the day, one hour of the week, one 3 h of the month.
    await store.addActivities([
      { id: 'twin-1', type: 'burn', title: 'Burn one', at: NOW - 30 * 60_000 + 10_000 },
      { id: 'twin-2', type: 'burn', title: 'Burn two', at: NOW - 30 * 60_000 + 70_000 },
    ]);
    for (const range of HISTORY_RANGES) {
      const json = (await (await server.request(`/api/history?range=${range}`)).json()) as HistoryResponse;
      expect(json.burns.filter((b) => b.title === 'Burn one' || b.title === 'Burn two')).toHaveLength(2);
      expect(json.burns.filter((b) => HOSTILE.includes(b.title))).toHaveLength(HOSTILE.length);
      const csv = parse(await (await server.request(`/api/history.csv?range=${range}`)).text()) as string[][];
      expect(csv.filter((r) => r[5] === 'Burn one' || r[5] === 'Burn two')).toHaveLength(2);
    }
  });

  it('reads the store once per sample however many ask (docs/requirements.md §13.2)', async () => {
    const { server, store } = await serverWithHistory();
    const points = vi.spyOn(store, 'points');
    const burns = vi.spyOn(store, 'burns');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => server.request(`/api/history${i % 2 ? '.csv' : ''}?range=30d`)),
    );
    expect(answers.every((res) => res.status === 200)).toBe(true);
    // One build: the range's points and burns, and the records' reads (all burns, a few samples).
    expect(burns).toHaveBeenCalledTimes(2);
    const reads = points.mock.calls.length;
    expect(reads).toBeLessThanOrEqual(1 + 4 + 2 * 9);
    // Another range: its own points and burns; the records are the same for every range, not read again.
    expect((await server.request('/api/history?range=7d')).status).toBe(200);
    expect(points).toHaveBeenCalledTimes(reads + 1);
    expect(burns).toHaveBeenCalledTimes(3);
  });

  it('serves the same points and burns as CSV, a download whose hostile cells stay text', async () => {
    const { server } = await serverWithHistory();
    const json = (await (await server.request('/api/history?range=7d')).json()) as HistoryResponse;
    const res = await server.request('/api/history.csv?range=7d');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    // The range and the day the answer ends on (UTC), as the JSON's `to` says.
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="smartburn-history-7d-${json.to.slice(0, 10)}.csv"`,
    );
    expect(json.to.slice(0, 10)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
    const text = await res.text();
    const [header, ...rows] = parse(text) as string[][];
    expect(header).toEqual([...CSV_COLUMNS]);
    const pointRows = rows.filter((r) => r[5] === '');
    const burnRows = rows.filter((r) => r[5] !== '');
    expect(pointRows).toEqual(
      json.points.map((p) => [
        p.at,
        String(p.currentBalance),
        String(p.totalGenerated),
        String(p.burnPoolTotal),
        p.tokensBurned === null ? '' : String(p.tokensBurned),
        '',
      ]),
    );
    // Negative figures stay numbers; formula-like titles get a leading apostrophe, nothing else changes.
    expect(pointRows[0]?.[3]).toBe('-5');
    const formula = /^[=+\-@\t\r＝＋－＠]/;
    expect(burnRows.map((r) => [r[0], r[5]])).toEqual(
      json.burns.map((b) => [b.at, formula.test(b.title) ? `'${b.title}` : b.title]),
    );
    for (const [, , , , , title] of burnRows) expect(title).not.toMatch(formula);
    // Rows in time order.
    const times = rows.map((r) => r[0] as string);
    expect(times).toEqual([...times].sort());
  });

  it.each([
    ['/api/history', 400],
    ['/api/history?range=2y', 400],
    ['/api/history?range=24h&range=7d', 400],
    ['/api/history.csv?range=', 400],
    ['/api/history/', 404],
    ['/api/history/24h', 404],
    ['/api/history.json?range=24h', 404],
    ['/api/historyx?range=24h', 404],
  ])('%s answers %i with a clear text, never cached', async (url, status) => {
    const { server } = await serverWithHistory();
    const res = await server.request(url);
    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toMatch(
      status === 400 ? /^Bad request: range must be one of 24h, 7d, 30d/ : /^Not found: the API has no such endpoint/,
    );
  });

  it('only GET and HEAD, and a body over the limit is refused', async () => {
    const { server } = await serverWithHistory();
    const post = await server.request('/api/history?range=24h', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const big = await server.request('/api/history.csv?range=24h', {
      method: 'GET',
      headers: { 'content-length': String(10 * 1024 * 1024) },
    });
    expect(big.status).toBe(413);
  });

  it('with API_CACHE=off there is no history: 404, and the store is never read', async () => {
    const { server, store } = await serverWithHistory('off');
    const read = vi.spyOn(store, 'points');
    const ready = vi.spyOn(store, 'ready');
    for (const url of ['/api/history?range=24h', '/api/history.csv?range=24h']) {
      const res = await server.request(url);
      expect(res.status, url).toBe(404);
    }
    expect(read).not.toHaveBeenCalled();
    expect(ready).not.toHaveBeenCalled();
    expect(await store.firstSampleAt()).toBe(NOW - 2 * HOUR + 3_000);
    expect(await store.points(NOW - 1, NOW, HISTORY_SAMPLE_MS)).toEqual([]);
  });

  it('a store that fails to answer is a 503, and the next request tries again', async () => {
    const { server, store } = await serverWithHistory();
    vi.spyOn(store, 'points').mockRejectedValueOnce(new Error('disk I/O error'));
    const failed = await server.request('/api/history?range=30d');
    expect(failed.status).toBe(503);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(await failed.text()).toBe('Service unavailable: the history could not be read.');
    expect((await server.request('/api/history?range=30d')).status).toBe(200);
  });
});
