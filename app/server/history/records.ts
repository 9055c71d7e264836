import { HISTORY_BURN_RATE_DAYS, HISTORY_PROFIT_DAYS, HISTORY_SAMPLE_MS, type HistoryRecords } from '@smartburn/ui';
import { tokensBurnedNumber } from './fromSnapshot';
import type { HistorySample, HistoryStore } from './store';

const DAY = 24 * 60 * 60_000;
/** How far from a moment a sample may be to stand for it (the retention keeps one an hour at least). */
const NEAR_MS = 2 * 60 * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The last sample at or before `at` (within NEAR_MS), or undefined. */
async function sampleBefore(store: HistoryStore, at: number): Promise<HistorySample | undefined> {
  return (await store.points(at - NEAR_MS, at, NEAR_MS)).at(-1);
}

/** The first sample after `at` (within NEAR_MS), or undefined. */
async function sampleAfter(store: HistoryStore, at: number): Promise<HistorySample | undefined> {
  return (await store.points(at, at + NEAR_MS, HISTORY_SAMPLE_MS))[0];
}

/** How much a figure grew over the last `days`, or null when the history is shorter or a sample is missing. */
async function growth(
  store: HistoryStore,
  to: number,
  since: number | null,
  days: number,
  figure: (s: HistorySample) => number | null,
): Promise<number | null> {
  const start = to - days * DAY;
  if (since === null || since > start) return null;
  const [first, last] = await Promise.all([sampleBefore(store, start), sampleBefore(store, to)]);
  const a = first && figure(first);
  const b = last && figure(last);
  return typeof a === 'number' && typeof b === 'number' ? b - a : null;
}

/**
 * A burn's amount: the number in its title ("Burned 250,000 SBP"), else how much the
 * tokens-burned figure rose across it; null when neither says.
 */
async function burnAmount(store: HistoryStore, burn: { at: number; title: string }): Promise<number | null> {
  const fromTitle = tokensBurnedNumber(burn.title);
  if (fromTitle !== null && fromTitle > 0) return fromTitle;
  const [before, after] = await Promise.all([sampleBefore(store, burn.at - 1), sampleAfter(store, burn.at - 1)]);
  if (before?.tokensBurned == null || after?.tokensBurned == null) return null;
  const rise = after.tokensBurned - before.tokensBurned;
  return rise > 0 ? rise : null;
}

/**
 * The rates and records of the history as of `to` (docs/requirements.md §13.2), measured, never
 * extrapolated: a figure the history is too short for is null.
 */
export async function buildHistoryRecords(
  store: HistoryStore,
  to: number,
  since: number | null,
): Promise<HistoryRecords> {
  const [burnedPerWeek, aiProfits30d, burns] = await Promise.all([
    growth(store, to, since, HISTORY_BURN_RATE_DAYS, (s) => s.tokensBurned),
    growth(store, to, since, HISTORY_PROFIT_DAYS, (s) => s.totalGenerated),
    store.burns(0, to),
  ]);
  let largestBurn: HistoryRecords['largestBurn'] = null;
  for (const burn of burns) {
    const amount = await burnAmount(store, burn);
    if (amount !== null && (largestBurn === null || amount > largestBurn.amount))
      largestBurn = { at: iso(burn.at), amount };
  }
  const last = burns.at(-1);
  return {
    burnedPerDay: burnedPerWeek === null ? null : burnedPerWeek / HISTORY_BURN_RATE_DAYS,
    aiProfits30d,
    largestBurn,
    lastBurnAt: last ? iso(last.at) : null,
  };
}
