// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildHistoryRecords } from './records';
import { openSqliteStore } from './sqliteStore';
import type { HistorySample, HistoryStore } from './store';

const DAY = 24 * 60 * 60_000;
const NOW = Date.parse('2026-03-01T12:00:10Z');

let dir: string;
let store: HistoryStore;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sb-records-'));
  store = openSqliteStore(dir);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Hourly samples over `days` back: tokens burned up 1,000 a day, totalGenerated up $200 a day, 50,000 more tokens at `burnAt`. */
function hourly(days: number, burnAt?: number): HistorySample[] {
  const out: HistorySample[] = [];
  for (let t = NOW - days * DAY; t <= NOW; t += 60 * 60_000) {
    const age = (t - (NOW - days * DAY)) / DAY;
    out.push({
      at: t,
      currentBalance: 1,
      totalGenerated: 10_000 + age * 200,
      burnPoolTotal: 1,
      tokensBurned: 1_000_000 + age * 1_000 + (burnAt !== undefined && t > burnAt ? 50_000 : 0),
    });
  }
  return out;
}

describe('the rates and records (docs/requirements.md §13.2)', () => {
  it('measures burned per day over 7 days, profits over 30, the largest and the last burn', async () => {
    const burnAt = NOW - 40 * DAY + 30 * 60_000;
    await store.addSamples(hourly(60, burnAt));
    await store.addActivities([
      // No number in its title: its amount is the rise of the tokens burned across it.
      { id: 'b1', type: 'burn', title: 'Token burn executed', at: burnAt },
      { id: 'b2', type: 'burn', title: 'Burned 20,000 SBP', at: NOW - 2 * DAY },
      { id: 't1', type: 'trade', title: 'Bought 90,000,000 gold', at: NOW - DAY },
    ]);
    const records = await buildHistoryRecords(store, NOW, NOW - 60 * DAY);
    expect(records.burnedPerDay).toBeCloseTo(1_000, 0);
    expect(records.aiProfits30d).toBeCloseTo(6_000, 0);
    expect(records.largestBurn?.at).toBe(new Date(burnAt).toISOString());
    expect(records.largestBurn?.amount).toBeCloseTo(50_000 + 1_000 / 24, 0);
    expect(records.lastBurnAt).toBe(new Date(NOW - 2 * DAY).toISOString());
  });

  it('says nothing it has not measured: a history of 3 days has no weekly rate nor monthly profit, and no burn', async () => {
    await store.addSamples(hourly(3));
    expect(await buildHistoryRecords(store, NOW, NOW - 3 * DAY)).toEqual({
      burnedPerDay: null,
      aiProfits30d: null,
      largestBurn: null,
      lastBurnAt: null,
    });
  });
});
