import { http, HttpResponse } from 'msw';
import { createSeededRandom, type Activity, type DashboardSummary, type Trade } from '@smartburn/ui';
import { API_PATHS, type HandlerGroups } from './handlers';

/** The simulation adds a trade every 15 s and an activity every 20 s: the cadence the page polls at. */
export const SIM_TRADE_EVERY_MS = 15_000;
/** How often the simulation adds an activity. */
export const SIM_ACTIVITY_EVERY_MS = 20_000;
export const SIM_TRADES_RETURNED = 50;
export const SIM_ACTIVITIES_RETURNED = 100;

const PAIRS = ['XAU/USD', 'XAU/EUR', 'XAU/JPY', 'XAU/GBP', 'XAU/CHF', 'XAG/USD', 'XAU/AUD'];
const BURN_TOKENS = 180_000;
const TOKENS_BURNED_AT_START = 12_450_000;

/** Options of createLiveSimulation. */
export interface LiveSimulationOptions {
  /** The clock; default Date.now. */
  now?: () => number;
  /** When the simulation starts; default the clock's time at creation. */
  startAt?: number;
}

/** The simulation's data at one moment. */
export interface LiveSnapshot {
  dashboard: DashboardSummary;
  trades: Trade[];
  activities: Activity[];
}

/** A seeded simulation: handler groups whose data moves over time, and its current data. */
export type LiveSimulation = HandlerGroups & { snapshot(at?: number): LiveSnapshot };

const round2 = (n: number) => Math.round(n * 100) / 100;
const tokens = new Intl.NumberFormat('en-US');
/** Dollar amounts in the feed's texts read like the figures on the cards: `$5,582.67`. */
const dollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A seeded, made-up transaction hash (`0x` and 64 hex digits): 8 draws of 32 bits each. */
function txHashOf(r: () => number): string {
  let hex = '0x';
  for (let i = 0; i < 8; i++)
    hex += Math.floor(r() * 2 ** 32)
      .toString(16)
      .padStart(8, '0');
  return hex;
}

/**
 * A seeded live simulation: its state is a pure function of (seed, time since start), so
 * it is the same for a given seed and clock, and it moves as time passes.
 */
export function createLiveSimulation(seed: number, options: LiveSimulationOptions = {}): LiveSimulation {
  const now = options.now ?? Date.now;
  const startAt = options.startAt ?? now();
  const rngFor = (stream: number, index: number) =>
    createSeededRandom((seed * 7919 + stream * 104729 + index * 31) >>> 0);

  const tradeAt = (k: number): Trade => {
    const r = rngFor(1, k);
    const pair = PAIRS[Math.floor(r() * PAIRS.length)] as string;
    // Mostly wins, sometimes losses, now and then flat.
    const roll = r();
    const size = 50 + r() * 2_400;
    const profit = roll < 0.05 ? 0 : roll < 0.7 ? size : -size * 0.45;
    return { pair, profit: round2(profit) };
  };

  const activityAt = (j: number): Activity => {
    const r = rngFor(2, j);
    const roll = r();
    const timestamp = new Date(startAt + j * SIM_ACTIVITY_EVERY_MS).toISOString();
    if (roll < 0.12) {
      return {
        id: `sim-${seed}-${j}`,
        type: 'burn',
        title: 'Token burn executed',
        description: `${tokens.format(BURN_TOKENS)} SBP bought back and burned from the Smart Burn Pool`,
        timestamp,
        txHash: txHashOf(r),
      };
    }
    if (roll < 0.6) {
      const trade = tradeAt(j);
      const sign = trade.profit > 0 ? '+' : trade.profit < 0 ? '-' : '';
      return {
        id: `sim-${seed}-${j}`,
        type: 'trade',
        title: `AI trade closed: ${trade.pair}`,
        description: `Position closed at ${sign}$${dollars.format(Math.abs(trade.profit))}`,
        timestamp,
      };
    }
    if (roll < 0.85) {
      return {
        id: `sim-${seed}-${j}`,
        type: 'reinvest',
        title: 'Profits reinvested',
        description: `$${dollars.format(500 + r() * 9_000)} returned to the trading pool`,
        timestamp,
      };
    }
    return {
      id: `sim-${seed}-${j}`,
      type: 'system',
      title: 'Risk check passed',
      description: 'Exposure and drawdown limits verified',
      timestamp,
    };
  };

  // Burns since the start, counted incrementally so long sessions stay cheap.
  let burnsCountedTo = 0;
  let burns = 0;
  const burnsUpTo = (j: number) => {
    if (j < burnsCountedTo) {
      burnsCountedTo = 0;
      burns = 0;
    }
    for (; burnsCountedTo <= j; burnsCountedTo++) if (activityAt(burnsCountedTo).type === 'burn') burns++;
    return burns;
  };

  // Each endpoint computes only its own part, so a poll of one endpoint costs a third of a snapshot.
  const elapsedAt = (at: number) => Math.max(0, at - startAt);
  const dashboardAt = (at: number): DashboardSummary => {
    const elapsed = elapsedAt(at);
    const seconds = elapsed / 1000;
    const wobble = rngFor(3, Math.floor(elapsed / 30_000))();
    const burned = burnsUpTo(Math.floor(elapsed / SIM_ACTIVITY_EVERY_MS));
    return {
      currentBalance: round2(1_284_562.37 + seconds * 2.75 + (wobble - 0.5) * 900),
      profit24h: round2(41_230.5 + seconds * 0.4),
      profitWeekly: round2(169_420.18 + seconds * 0.9),
      profitMonthly: round2(329_874.92 + seconds * 1.6),
      totalGenerated: round2(2_847_391.64 + seconds * 3.1),
      burnPoolTotal: round2(142_369.58 + seconds * 1.4 - burned * 2_500),
      tokensBurned: `${tokens.format(TOKENS_BURNED_AT_START + burned * BURN_TOKENS)} SBP`,
    };
  };
  const tradesAt = (at: number): Trade[] => {
    const tradeTick = Math.floor(elapsedAt(at) / SIM_TRADE_EVERY_MS);
    return Array.from({ length: SIM_TRADES_RETURNED }, (_, i) => tradeAt(tradeTick - i));
  };
  const activitiesAt = (at: number): Activity[] => {
    const activityTick = Math.floor(elapsedAt(at) / SIM_ACTIVITY_EVERY_MS);
    return Array.from({ length: SIM_ACTIVITIES_RETURNED }, (_, i) => activityAt(activityTick - i));
  };
  const snapshot = (at: number = now()): LiveSnapshot => ({
    dashboard: dashboardAt(at),
    trades: tradesAt(at),
    activities: activitiesAt(at),
  });

  return {
    snapshot,
    dashboard: [http.get(API_PATHS.dashboard, () => HttpResponse.json(dashboardAt(now())))],
    trades: [http.get(API_PATHS.trades, () => HttpResponse.json(tradesAt(now())))],
    activities: [http.get(API_PATHS.activities, () => HttpResponse.json(activitiesAt(now())))],
  };
}
