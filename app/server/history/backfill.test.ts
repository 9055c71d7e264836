// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLiveSimulation } from '@smartburn/ui/mocks';
import { HISTORY_MAX_POINTS, HISTORY_SAMPLE_MS } from '@smartburn/ui';
import { createLiveHistory } from './liveHistory';
import { buildHistoryResponse } from './answer';
import { backfillLiveHistory } from './backfill';
import { tokensBurnedNumber } from './fromSnapshot';
import { openSqliteStore } from './sqliteStore';
import { DEFAULT_CONFIG } from '../config';

/** docs/requirements.md §13.1: `npm start` shows full charts from its first second. */
const START = Date.parse('2026-03-01T10:17:42Z');
const DAY = 24 * 60 * 60_000;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sb-backfill-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the live simulation’s past', () => {
  it('ends in the simulation’s own figures at its start, and is the same for the same seed', () => {
    const live = createLiveHistory(3, START, 30);
    const sim = createLiveSimulation(3, { now: () => START, startAt: START }).snapshot(START).dashboard;
    expect(live.valuesAt(START)).toEqual({
      at: START,
      currentBalance: sim.currentBalance,
      totalGenerated: sim.totalGenerated,
      burnPoolTotal: sim.burnPoolTotal,
      tokensBurned: tokensBurnedNumber(sim.tokensBurned),
    });
    expect(createLiveHistory(3, START, 30).valuesAt(START - 5 * DAY)).toEqual(live.valuesAt(START - 5 * DAY));
    expect(createLiveHistory(4, START, 30).valuesAt(START - 5 * DAY)).not.toEqual(live.valuesAt(START - 5 * DAY));
  });

  it('burns every 3 to 7 days; totals only grow; the burn pool empties at each burn', () => {
    for (const seed of [1, 2, 7, 42]) {
      const live = createLiveHistory(seed, START, 30);
      const times = live.burns.map((b) => b.at);
      expect(times.length, `seed ${seed}`).toBeGreaterThanOrEqual(4);
      for (let i = 1; i < times.length; i++) {
        const gap = ((times[i] as number) - (times[i - 1] as number)) / DAY;
        expect(gap).toBeGreaterThanOrEqual(3);
        expect(gap).toBeLessThanOrEqual(7);
      }
      let previous = live.valuesAt(START - 30 * DAY);
      for (let t = START - 30 * DAY + 3_600_000; t <= START; t += 3_600_000) {
        const now = live.valuesAt(t);
        expect(now.totalGenerated).toBeGreaterThanOrEqual(previous.totalGenerated);
        expect(now.tokensBurned).toBeGreaterThanOrEqual(previous.tokensBurned);
        expect(now.currentBalance).toBeGreaterThan(0);
        previous = now;
      }
      for (const burn of live.burns) {
        const before = live.valuesAt(burn.at - 1);
        const after = live.valuesAt(burn.at);
        expect(after.burnPoolTotal).toBeLessThan(before.burnPoolTotal - 10_000);
        expect(after.tokensBurned - before.tokensBurned).toBe(burn.tokens);
      }
    }
  });

  it('fills an empty store with 30 days as the retention keeps them, and never a store with data', async () => {
    const store = openSqliteStore(dir);
    const written = await backfillLiveHistory(store, { seed: 1, startAt: START });
    // 30-s samples since the raw window's start (48 h back, on a 5-minute boundary) up to the
    // slot before START, then one per 5 minutes back to 30 days (28 days of them).
    const rawFrom = Math.floor((START - 2 * DAY) / 300_000) * 300_000;
    expect(written).toBe(Math.ceil((START - HISTORY_SAMPLE_MS - rawFrom) / HISTORY_SAMPLE_MS) + 28 * 288);
    expect(await store.prune(START, DEFAULT_CONFIG)).toEqual({ samples: 0, activities: 0 });
    for (const range of ['24h', '7d', '30d'] as const) {
      const answer = await buildHistoryResponse(store, range, START);
      expect(answer.points.length, range).toBeGreaterThan(160);
      expect(answer.points.length, range).toBeLessThanOrEqual(HISTORY_MAX_POINTS);
    }
    const month = await buildHistoryResponse(store, '30d', START);
    expect(month.burns.length).toBeGreaterThanOrEqual(4);
    // The last sample is before the simulation's first: the sampler's first run takes that slot.
    expect(Date.parse(month.points.at(-1)!.at)).toBeLessThan(START - HISTORY_SAMPLE_MS + 1);
    expect(await backfillLiveHistory(store, { seed: 2, startAt: START + DAY })).toBe(0);
    await store.close();

    const real = openSqliteStore(path.join(dir, 'real'));
    await real.addSample({ at: START, currentBalance: 1, totalGenerated: 1, burnPoolTotal: 1, tokensBurned: 1 });
    expect(await backfillLiveHistory(real, { seed: 1, startAt: START + DAY })).toBe(0);
    expect(await real.firstSampleAt()).toBe(START);
    await real.close();
  });
});

describe('tokensBurnedNumber', () => {
  it.each([
    ['12,450,000 SBP', 12_450_000],
    ['1234.5 tokens', 1234.5],
    ['about 3,000.25', 3000.25],
    ['0', 0],
    ['n/a', null],
    ['', null],
  ])('%j -> %j', (text, number) => {
    expect(tokensBurnedNumber(text)).toBe(number);
  });
});
