import { HISTORY_MAX_POINTS, HISTORY_RANGES, HISTORY_SAMPLE_MS, historyBucketMs } from '@smartburn/ui';
import { buildHistoryResponse } from './answer';
import type { HistorySample, HistoryStore } from './store';
import { DEFAULT_CONFIG } from '../config';

/**
 * What every history store must do (docs/requirements.md §13.1, §13.2), as one suite: the SQLite
 * store runs it in the unit step (sqliteStore.test.ts), the Postgres store in the ops step
 * against a real Postgres (tests/ops/postgres.test.ts). `open` gives an empty store; `reopen`
 * opens the same data again after `close`.
 */
export interface StoreFixture {
  open(): Promise<HistoryStore>;
  reopen(): Promise<HistoryStore>;
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** A whole day, so every bucket boundary below is a round number. */
export const T0 = Date.parse('2026-03-01T00:00:00Z');

export const sampleAt = (at: number, n = at / HISTORY_SAMPLE_MS): HistorySample => ({
  at,
  currentBalance: 1_000_000 + n,
  totalGenerated: 2_000_000 + 2 * n,
  burnPoolTotal: 100_000 - n,
  tokensBurned: n % 7 === 0 ? null : 12_000_000 + n,
});

/** Samples every HISTORY_SAMPLE_MS in [from, to), at `offset` ms into each slot. */
export const samplesBetween = (from: number, to: number, offset = 1_000) => {
  const out: HistorySample[] = [];
  for (let t = from; t < to; t += HISTORY_SAMPLE_MS) out.push(sampleAt(t + offset));
  return out;
};

export function describeHistoryStore(name: string, fixture: () => StoreFixture) {
  describe(`${name} history store`, () => {
    let f: StoreFixture;
    let store: HistoryStore;
    beforeEach(async () => {
      f = fixture();
      store = await f.open();
    });
    afterEach(async () => {
      await store.close();
    });

    it('records one sample per sampling slot, whoever records it', async () => {
      expect(await store.firstSampleAt()).toBeNull();
      expect(await store.addSample(sampleAt(T0 + 1_000))).toBe(true);
      // Another server sampling the same slot a few seconds later: not recorded again.
      expect(await store.addSample({ ...sampleAt(T0 + 9_000), currentBalance: 1 })).toBe(false);
      expect(await store.addSample(sampleAt(T0 + HISTORY_SAMPLE_MS + 1_000))).toBe(true);
      expect(await store.addSamples([sampleAt(T0 + 2_000), sampleAt(T0 + 2 * HISTORY_SAMPLE_MS)])).toBe(1);
      const points = await store.points(T0 - HOUR, T0 + HOUR, HISTORY_SAMPLE_MS);
      expect(points).toEqual([
        sampleAt(T0 + 1_000),
        sampleAt(T0 + HISTORY_SAMPLE_MS + 1_000),
        sampleAt(T0 + 2 * HISTORY_SAMPLE_MS),
      ]);
      expect(await store.firstSampleAt()).toBe(T0 + 1_000);
    });

    it('records each activity once by id, and serves every burn however close together', async () => {
      const burn = (id: string, at: number, title = `burn ${id}`) => ({ id, type: 'burn', title, at });
      expect(
        await store.addActivities([
          burn('b1', T0 + 60_000),
          burn('b2', T0 + 120_000),
          { id: 't1', type: 'trade', title: 'trade', at: T0 + 90_000 },
        ]),
      ).toBe(3);
      // The feed answers the same activities again, and one new one.
      expect(await store.addActivities([burn('b1', T0 + 60_000, 'changed'), burn('b3', T0 + 2 * HOUR)])).toBe(1);
      // Two burns a minute apart, in one 5-minute bucket of the day's chart: both are kept.
      expect(await store.burns(T0, T0 + DAY)).toEqual([
        { at: T0 + 60_000, title: 'burn b1' },
        { at: T0 + 120_000, title: 'burn b2' },
        { at: T0 + 2 * HOUR, title: 'burn b3' },
      ]);
    });

    it('gives back the newest activities, newest first, and one by id, with description and hash', async () => {
      const hash = `0x${'ab'.repeat(32)}`;
      await store.addActivities([
        { id: 'old', type: 'trade', title: 'old', at: T0 + 1_000 },
        { id: 'b1', type: 'burn', title: 'burn', at: T0 + 3_000, description: 'burned 1', txHash: hash },
        { id: 'r1', type: 'reinvest', title: 'reinvest', at: T0 + 2_000, description: 'in' },
      ]);
      expect((await store.recentActivities(2)).map((a) => a.id)).toEqual(['b1', 'r1']);
      expect(await store.recentActivities(10)).toHaveLength(3);
      expect(await store.activity('b1')).toEqual({
        id: 'b1',
        type: 'burn',
        title: 'burn',
        at: T0 + 3_000,
        description: 'burned 1',
        txHash: hash,
      });
      expect(await store.activity('old')).toEqual({
        id: 'old',
        type: 'trade',
        title: 'old',
        at: T0 + 1_000,
        description: '',
      });
      expect(await store.activity('nope')).toBeNull();
    });

    it('buckets each range to at most HISTORY_MAX_POINTS points, the last sample of each bucket, gaps left as gaps', async () => {
      const now = T0 + 30 * DAY;
      // 30 days of 5-minute samples (as the retention keeps them), with the server down for
      // 10 hours of the last day, and 30-second samples for the last hour.
      const down = { from: now - 20 * HOUR, to: now - 10 * HOUR };
      const samples: HistorySample[] = [];
      for (let t = now - 30 * DAY; t < now - HOUR; t += 5 * 60_000) {
        if (t >= down.from && t < down.to) continue;
        samples.push(sampleAt(t + 4 * 60_000 + 30_000));
      }
      samples.push(...samplesBetween(now - HOUR, now, 2_000));
      await store.addSamples(samples);

      for (const range of HISTORY_RANGES) {
        const answer = await buildHistoryResponse(store, range, now);
        expect(answer.points.length, range).toBeLessThanOrEqual(HISTORY_MAX_POINTS);
        const from = Date.parse(answer.from);
        const bucket = historyBucketMs(range, now - from);
        const times = answer.points.map((p) => Date.parse(p.at));
        // One point per bucket, in order, each the last sample of its bucket.
        expect(new Set(times.map((t) => Math.floor(t / bucket))).size, range).toBe(times.length);
        expect(times, range).toEqual([...times].sort((a, b) => a - b));
        for (const t of times) {
          const inBucket = samples.filter((s) => Math.floor(s.at / bucket) === Math.floor(t / bucket) && s.at > from);
          expect(t, range).toBe(Math.max(...inBucket.map((s) => s.at)));
        }
        expect(answer.since).toBe(new Date(samples[0]!.at).toISOString());
      }
      // The longer ranges: the same 30 days, in 8-hour buckets (90 days), 2-day ones (a year) and,
      // since the first sample, the smallest bucket that stays within 300 points (3 hours: 240).
      expect((await buildHistoryResponse(store, '90d', now)).points).toHaveLength(30 * 3);
      expect((await buildHistoryResponse(store, '1y', now)).points).toHaveLength(15 + 1);
      const all = await buildHistoryResponse(store, 'all', now);
      expect(all.from).toBe(new Date(Math.floor((samples[0]!.at - 1) / (3 * HOUR)) * 3 * HOUR).toISOString());
      expect(all.points).toHaveLength(240 - 2);
      const day = await buildHistoryResponse(store, '24h', now);
      // 288 five-minute buckets in a day, less the 10 hours without samples (120 buckets).
      expect(day.points).toHaveLength(288 - 120);
      expect(day.points.filter((p) => Date.parse(p.at) >= down.from && Date.parse(p.at) < down.to)).toEqual([]);
      const week = await buildHistoryResponse(store, '7d', now);
      expect(week.points).toHaveLength(7 * 24 - 10);
      // 240 three-hour buckets; two of them (06:00 and 09:00) fall wholly in the 10 hours.
      const month = await buildHistoryResponse(store, '30d', now);
      expect(month.points).toHaveLength(240 - 2);
    });

    it('thins old samples as the retention policy says, and every range answers the same after', async () => {
      const now = T0 + 100 * DAY;
      const policy = DEFAULT_CONFIG;
      // Every 30 s for the last 3 days; every 5 minutes from 100 to 3 days ago (a long-running
      // store thinned before, or a backfill).
      const samples = samplesBetween(now - 3 * DAY, now);
      for (let t = now - 100 * DAY; t < now - 3 * DAY; t += 5 * 60_000) samples.push(sampleAt(t + 4 * 60_000 + 31_000));
      await store.addSamples(samples);
      await store.addActivities([
        { id: 'old-burn', type: 'burn', title: 'old burn', at: now - 95 * DAY },
        { id: 'old-trade', type: 'trade', title: 'old trade', at: now - 3 * DAY },
        { id: 'new-trade', type: 'trade', title: 'new trade', at: now - HOUR },
      ]);
      const answers = () =>
        Promise.all(
          HISTORY_RANGES.map(async (range) => {
            const { points, burns } = await buildHistoryResponse(store, range, now);
            return { points, burns };
          }),
        );
      const before = await answers();
      const removed = await store.prune(now, policy);
      expect(removed.activities).toBe(1);
      const count = async (from: number, to: number) => (await store.points(from, to, HISTORY_SAMPLE_MS)).length;
      // The raw window keeps every sample: 48 h of 30-s samples.
      expect(await count(now - 48 * HOUR, now)).toBe(48 * 120);
      // From 48 h to 90 days back: one per 5-minute bucket; before that one per hour.
      expect(await count(now - 90 * DAY, now - 48 * HOUR)).toBe((90 * 24 - 48) * 12);
      expect(await count(now - 100 * DAY - HOUR, now - 90 * DAY)).toBe(10 * 24);
      expect(removed.samples).toBe(samples.length - 48 * 120 - (90 * 24 - 48) * 12 - 10 * 24);
      expect(await answers()).toEqual(before);
      // Burns are kept for good; other activities for the raw window.
      expect(await store.burns(0, now)).toEqual([{ at: now - 95 * DAY, title: 'old burn' }]);
      // A second run finds nothing more to do.
      expect(await store.prune(now, policy)).toEqual({ samples: 0, activities: 0 });
    });

    it('keeps everything across a close and a reopen', async () => {
      await store.addSamples(samplesBetween(T0, T0 + HOUR));
      await store.addActivities([{ id: 'b', type: 'burn', title: 'kept', at: T0 + 10 }]);
      await store.close();
      store = await f.reopen();
      expect(await store.points(T0 - 1, T0 + HOUR, HISTORY_SAMPLE_MS)).toEqual(samplesBetween(T0, T0 + HOUR));
      expect(await store.burns(T0 - 1, T0 + HOUR)).toEqual([{ at: T0 + 10, title: 'kept' }]);
    });
  });
}
