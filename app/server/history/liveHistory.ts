import { createSeededRandom } from '@smartburn/ui';
import { createLiveSimulation } from '@smartburn/ui/mocks';

/** The figures of the live simulation's past at one moment (what the server's history records). */
export interface LiveHistoryValues {
  at: number;
  currentBalance: number;
  totalGenerated: number;
  burnPoolTotal: number;
  tokensBurned: number;
}

/** A burn of the simulation's past, as the activity feed would have shown it. */
export interface LiveHistoryBurn {
  id: string;
  at: number;
  title: string;
  tokens: number;
}

export interface LiveHistory {
  /** The figures at `at` (no later than the simulation's start). */
  valuesAt(at: number): LiveHistoryValues;
  /** The burns of the past `days`, oldest first. */
  burns: LiveHistoryBurn[];
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** The spec's burn cadence: every 3 to 7 days. */
const BURN_GAP_MIN_DAYS = 3;
const BURN_GAP_MAX_DAYS = 7;
/** Tokens per burn: around the simulation's 180,000, give or take a quarter. */
const BURN_TOKENS = 180_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The seeded past of the live simulation (createLiveSimulation): `days` of history that ends
 * exactly in the simulation's figures at its start, for `npm start` to show full charts on a
 * fresh store (docs/requirements.md §13.1). A pure function of (seed, startAt):
 * - the pool trades a profit every hour (around the simulation's monthly profit spread over the
 *   month, seeded); `totalGenerated` is its running sum;
 * - half of it is reinvested: `currentBalance` follows that half, with a slow swing of a few
 *   thousand dollars and a small wobble per sample;
 * - the other half fills the burn pool, which a burn every 3 to 7 days empties back to the same
 *   level; each burn burns around 180,000 tokens (`tokensBurned` steps up).
 */
export function createLiveHistory(seed: number, startAt: number, days: number): LiveHistory {
  const anchor = createLiveSimulation(seed, { now: () => startAt, startAt }).snapshot(startAt).dashboard;
  const tokensAtStart = Number(anchor.tokensBurned.replace(/[^\d]/g, ''));
  const random = createSeededRandom((seed * 2_654_435_761 + 26) >>> 0);

  // Profit per hour before the start, hour 0 being the last hour; a week more than asked, so
  // the oldest burn of the window knows what it burned.
  const hours = (days + BURN_GAP_MAX_DAYS + 1) * 24;
  const perHour = anchor.profitMonthly / (30 * 24);
  const profitBefore = [0];
  for (let k = 0; k < hours; k++) profitBefore.push((profitBefore[k] as number) + perHour * (0.3 + 1.4 * random()));
  /** Profit generated between `at` and the start. */
  const profitSince = (at: number) => {
    const h = Math.min(hours - 1, Math.max(0, (startAt - at) / HOUR_MS));
    const k = Math.floor(h);
    const [a, b] = [profitBefore[k] as number, profitBefore[k + 1] as number];
    return a + (b - a) * (h - k);
  };

  // Burns, newest first: the last one 0.5 to 6 days before the start, then every 3 to 7 days.
  const burnTimes: number[] = [];
  for (let t = startAt - (0.5 + 5.5 * random()) * DAY_MS; t > startAt - (days + BURN_GAP_MAX_DAYS) * DAY_MS;) {
    burnTimes.push(Math.round(t));
    t -= (BURN_GAP_MIN_DAYS + (BURN_GAP_MAX_DAYS - BURN_GAP_MIN_DAYS) * random()) * DAY_MS;
  }
  const burnsNewestFirst = burnTimes.slice(0, -1).map((at, k) => {
    const previous = burnTimes[k + 1] as number;
    return {
      id: `sim-${seed}-history-burn-${Math.round(at / 1000)}`,
      at,
      title: 'Token burn executed',
      tokens: Math.round((BURN_TOKENS * (0.75 + 0.5 * random())) / 1000) * 1000,
      // The pool's half of the profit since the burn before.
      amount: 0.5 * (profitSince(previous) - profitSince(at)),
    };
  });

  const swing = (at: number) => {
    const d = (at - startAt) / DAY_MS;
    return 6_000 * Math.sin(d * 0.9 + seed) + 2_500 * Math.sin(d * 2.7 + seed * 3);
  };
  const wobble = (at: number) => {
    const r = createSeededRandom((seed * 7919 + Math.floor(at / 30_000) * 31) >>> 0)();
    // Fades to nothing at the start, so the history meets the simulation's own figure.
    return (r - 0.5) * 1_200 * Math.min(1, (startAt - at) / HOUR_MS);
  };

  return {
    valuesAt(at) {
      const profit = profitSince(at);
      const after = burnsNewestFirst.filter((b) => b.at > at);
      return {
        at,
        currentBalance: round2(anchor.currentBalance - 0.5 * profit + swing(at) - swing(startAt) + wobble(at)),
        totalGenerated: round2(anchor.totalGenerated - profit),
        burnPoolTotal: round2(anchor.burnPoolTotal - 0.5 * profit + after.reduce((sum, b) => sum + b.amount, 0)),
        tokensBurned: tokensAtStart - after.reduce((sum, b) => sum + b.tokens, 0),
      };
    },
    burns: burnsNewestFirst
      .filter((b) => b.at >= startAt - days * DAY_MS)
      .reverse()
      .map(({ id, at, title, tokens }) => ({ id, at, title, tokens })),
  };
}
