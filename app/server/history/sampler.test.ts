// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtures } from '@smartburn/ui/mocks';
import { HISTORY_SAMPLE_MS } from '@smartburn/ui';
import { createLogger } from '../log';
import { createMetrics } from '../metrics';
import { createSnapshotStore } from '../snapshot';
import type { UpstreamAnswer } from '../upstream';
import { createSampler } from './sampler';
import { openSqliteStore } from './sqliteStore';
import type { HistoryStore } from './store';

/** docs/requirements.md §13.1: the server samples on its own schedule, visitors or not. */
const T0 = Date.parse('2026-03-01T00:00:05Z');
const HOUR = 60 * 60_000;

const json = (value: unknown): UpstreamAnswer => ({
  status: 200,
  headers: new Headers({ 'content-type': 'application/json' }),
  body: new TextEncoder().encode(JSON.stringify(value)),
});
const failure = (): UpstreamAnswer => ({
  status: 503,
  headers: new Headers({ 'content-type': 'text/plain' }),
  body: new TextEncoder().encode('Service unavailable'),
});

/** A counting upstream whose dashboard balance is the number of dashboard requests so far. */
function fakeUpstream() {
  const asked: string[] = [];
  let failing = false;
  const activities = fixtures.activities.map((a, i) => ({
    ...a,
    timestamp: new Date(T0 - (i + 1) * 60_000).toISOString(),
  }));
  return {
    asked,
    fail: (on: boolean) => {
      failing = on;
    },
    upstream: async (p: string) => {
      asked.push(p);
      if (failing) return failure();
      if (p === '/api/dashboard') return json({ ...fixtures.dashboard, currentBalance: asked.length });
      return p === '/api/activities' ? json(activities) : json([]);
    },
  };
}

let dir: string;
let stores: HistoryStore[] = [];
beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  dir = mkdtempSync(path.join(tmpdir(), 'sb-sampler-'));
});
afterEach(async () => {
  vi.useRealTimers();
  for (const store of stores) await store.close();
  stores = [];
  rmSync(dir, { recursive: true, force: true });
});
const open = () => {
  const store = openSqliteStore(dir);
  stores.push(store);
  return store;
};
const logLines = () => {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, logger: createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) }) };
};

describe('the history sampler', () => {
  it('samples every HISTORY_SAMPLE_MS at the start of each slot with no visitor, through the snapshot only', async () => {
    const up = fakeUpstream();
    const store = open();
    const snapshot = createSnapshotStore(up.upstream);
    const metrics = createMetrics();
    const sampler = createSampler({ snapshot, store, metrics });
    sampler.start();
    await vi.advanceTimersByTimeAsync(5 * HISTORY_SAMPLE_MS);
    await sampler.stop();
    const points = await store.points(T0 - HOUR, T0 + HOUR, HISTORY_SAMPLE_MS);
    // At start (00:00:05), then at 00:00:30, 01:00, 01:30, 02:00 and 02:30.
    expect(points.map((p) => new Date(p.at).toISOString().slice(11, 19))).toEqual([
      '00:00:05',
      '00:00:30',
      '00:01:00',
      '00:01:30',
      '00:02:00',
      '00:02:30',
    ]);
    expect(points[0]).toMatchObject({
      totalGenerated: fixtures.dashboard.totalGenerated,
      burnPoolTotal: fixtures.dashboard.burnPoolTotal,
      tokensBurned: 12_450_000,
    });
    // Each run asked the snapshot, whose window (10 s) was over each time: one dashboard and
    // one activities request per run, and nothing else (the trades are not sampled).
    expect(up.asked.filter((p) => p === '/api/dashboard')).toHaveLength(6);
    expect(up.asked.filter((p) => p === '/api/activities')).toHaveLength(6);
    expect(up.asked).toHaveLength(12);
    // No run after stop().
    await vi.advanceTimersByTimeAsync(10 * HISTORY_SAMPLE_MS);
    expect(up.asked).toHaveLength(12);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^smartburn_history_samples_total\{outcome="recorded"\} 6$/m);
    expect(text).toMatch(/^smartburn_history_last_sample_age_seconds \d/m);
  });

  it('a run that ends after the next slot has begun does not skip that slot', async () => {
    const up = fakeUpstream();
    const store = open();
    // The first answer takes 40 s (a server starting on a busy host): the run that started at
    // 00:00:05 ends at 00:00:45, after the slot of 00:00:30 began.
    let slowFirst = true;
    const upstream = async (p: string) => {
      if (slowFirst) await new Promise((resolve) => setTimeout(resolve, 40_000));
      return up.upstream(p);
    };
    const sampler = createSampler({ snapshot: createSnapshotStore(upstream), store });
    sampler.start();
    await vi.advanceTimersByTimeAsync(40_000);
    slowFirst = false;
    await vi.advanceTimersByTimeAsync(HISTORY_SAMPLE_MS);
    await sampler.stop();
    const points = await store.points(T0 - HOUR, T0 + HOUR, HISTORY_SAMPLE_MS);
    expect(points.map((p) => new Date(p.at).toISOString().slice(11, 19))).toEqual(['00:00:05', '00:00:45', '00:01:00']);
  });

  it('records each activity once however often the feed repeats it', async () => {
    const up = fakeUpstream();
    const store = open();
    const added = vi.spyOn(store, 'addActivities');
    const sampler = createSampler({ snapshot: createSnapshotStore(up.upstream), store });
    sampler.start();
    await vi.advanceTimersByTimeAsync(3 * HISTORY_SAMPLE_MS);
    await sampler.stop();
    // Four runs saw the same feed: the first recorded every activity, the others none.
    const counts = await Promise.all(added.mock.results.map((r) => r.value as Promise<number>));
    expect(counts).toEqual([fixtures.activities.length, 0, 0, 0]);
    const burns = fixtures.activities
      .map((a, i) => ({ ...a, at: T0 - (i + 1) * 60_000 }))
      .filter((a) => a.type === 'burn')
      .map(({ at, title }) => ({ at, title }))
      .reverse();
    expect(burns.length).toBeGreaterThan(0);
    expect(await store.burns(T0 - HOUR, T0 + HOUR)).toEqual(burns);
  });

  it("keeps each activity's description and valid hash; a bad hash is dropped and logged once", async () => {
    const hash = `0x${'9f'.repeat(32)}`;
    const feed = [
      {
        id: 'good',
        type: 'burn',
        title: 'b',
        description: 'burned',
        timestamp: new Date(T0 - 60_000).toISOString(),
        txHash: hash,
      },
      {
        id: 'bad',
        type: 'burn',
        title: 'b',
        description: 'd',
        timestamp: new Date(T0 - 120_000).toISOString(),
        txHash: '0xnope',
      },
    ];
    const upstream = async (p: string) =>
      p === '/api/activities' ? json(feed) : p === '/api/dashboard' ? json(fixtures.dashboard) : json([]);
    const store = open();
    const { lines, logger } = logLines();
    const sampler = createSampler({ snapshot: createSnapshotStore(upstream), store, logger });
    sampler.start();
    await vi.advanceTimersByTimeAsync(3 * HISTORY_SAMPLE_MS);
    await sampler.stop();
    expect(await store.activity('good')).toEqual({
      id: 'good',
      type: 'burn',
      title: 'b',
      description: 'burned',
      at: T0 - 60_000,
      txHash: hash,
    });
    expect(await store.activity('bad')).toEqual({
      id: 'bad',
      type: 'burn',
      title: 'b',
      description: 'd',
      at: T0 - 120_000,
    });
    expect(lines.filter((l) => l.event === 'activity_tx_hash_invalid')).toEqual([
      expect.objectContaining({ level: 'warn', count: 1 }),
    ]);
  });

  it('two servers sampling one store record each slot once', async () => {
    const store = open();
    const [a, b] = [fakeUpstream(), fakeUpstream()];
    const metrics = createMetrics();
    const samplers = [
      createSampler({ snapshot: createSnapshotStore(a.upstream), store }),
      createSampler({ snapshot: createSnapshotStore(b.upstream), store, metrics }),
    ];
    for (const s of samplers) s.start();
    await vi.advanceTimersByTimeAsync(4 * HISTORY_SAMPLE_MS);
    for (const s of samplers) await s.stop();
    expect(await store.points(T0 - HOUR, T0 + HOUR, HISTORY_SAMPLE_MS)).toHaveLength(5);
    // Both asked their own upstream each time; the second one's samples were already there.
    expect(b.asked.filter((p) => p === '/api/dashboard')).toHaveLength(5);
    expect(await metrics.registry.metrics()).toMatch(/^smartburn_history_samples_total\{outcome="duplicate"\} 5$/m);
  });

  it('records nothing while the upstream fails (not the last good data either), logs it once, and once more when it works again', async () => {
    const up = fakeUpstream();
    const store = open();
    const { lines, logger } = logLines();
    const metrics = createMetrics();
    const sampler = createSampler({ snapshot: createSnapshotStore(up.upstream), store, logger, metrics });
    sampler.start();
    await vi.advanceTimersByTimeAsync(0);
    up.fail(true);
    await vi.advanceTimersByTimeAsync(3 * HISTORY_SAMPLE_MS);
    expect(await store.points(T0 - HOUR, T0 + HOUR, HISTORY_SAMPLE_MS)).toHaveLength(1);
    up.fail(false);
    await vi.advanceTimersByTimeAsync(HISTORY_SAMPLE_MS);
    await sampler.stop();
    const points = await store.points(T0 - HOUR, T0 + HOUR, HISTORY_SAMPLE_MS);
    expect(points.map((p) => p.at - T0)).toEqual([0, 4 * HISTORY_SAMPLE_MS - 5_000]);
    const events = lines.map((l) => l.event).filter((e) => String(e).startsWith('history'));
    expect(events).toEqual(['history_sampling_failed', 'history_sampling_recovered']);
    expect(lines.find((l) => l.event === 'history_sampling_failed')).toMatchObject({ level: 'warn' });
    expect(await metrics.registry.metrics()).toMatch(/^smartburn_history_samples_total\{outcome="failed"\} 3$/m);
  });

  it('stop() waits for the run under way, then nothing more is written', async () => {
    const up = fakeUpstream();
    const store = open();
    const waiting: Array<() => void> = [];
    const release = () => waiting.splice(0).forEach((resolve) => resolve());
    const slow = async (p: string) => {
      await new Promise<void>((resolve) => waiting.push(resolve));
      return up.upstream(p);
    };
    const sampler = createSampler({ snapshot: createSnapshotStore(slow), store });
    sampler.start();
    let stopped = false;
    const stopping = sampler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await store.points(T0 - HOUR, T0 + HOUR, HISTORY_SAMPLE_MS)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5 * HISTORY_SAMPLE_MS);
    expect(await store.points(T0 - HOUR, T0 + HOUR, HISTORY_SAMPLE_MS)).toHaveLength(1);
  });
});
