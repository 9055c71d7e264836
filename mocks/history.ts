// History answers (GET /api/history, docs/requirements.md §13): made from a seeded random walk,
// so every run, story and screenshot gets the same figures. The populated history ends at the
// dashboard fixture's figures and marks the fixture's burns.
import {
  createSeededRandom,
  historyBucketMs,
  historyFrom,
  HISTORY_RANGE_MS,
  HISTORY_RANGES,
  type HistoryBurn,
  type HistoryPoint,
  type HistoryRange,
  type HistoryResponse,
} from '@smartburn/ui';
import { FIXTURE_NOW, fixtures } from './fixtures';

const FIVE_MINUTES = 5 * 60_000;
const DAY = 24 * 3_600_000;
const iso = (at: number) => new Date(at).toISOString();

/** Burns over the 30 days before FIXTURE_NOW: the fixture feed's two, and three older ones. */
const BURNS: ReadonlyArray<{ msAgo: number; tokens: number; title: string }> = [
  { msAgo: 24 * DAY + 7 * 3_600_000, tokens: 280_000, title: 'Token burn executed' },
  { msAgo: 17 * DAY + 2 * 3_600_000, tokens: 295_000, title: 'Token burn executed' },
  { msAgo: 11 * DAY + 13 * 3_600_000, tokens: 265_000, title: 'Token burn executed' },
  { msAgo: 4 * DAY, tokens: 310_000, title: 'Token burn executed' },
  { msAgo: 5 * 60_000, tokens: 250_000, title: 'Token burn executed' },
];

/**
 * Every five minutes of the 30 days before `now`: a balance that wanders upwards, a burn pool
 * that fills with profits and drops at each burn, and the tokens burned stepping up at each
 * burn; scaled so the last sample is the dashboard fixture's figures.
 */
function samples(seed: number, now: number): HistoryPoint[] {
  const random = createSeededRandom(seed);
  const count = HISTORY_RANGE_MS['30d'] / FIVE_MINUTES;
  const raw: Array<{ at: number; balance: number; pool: number; burned: number; generated: number }> = [];
  let balance = 1_000;
  let pool = 20;
  let burned = 0;
  let generated = 1_000;
  let nextBurn = 0;
  for (let i = 0; i <= count; i++) {
    const at = now - (count - i) * FIVE_MINUTES;
    const profit = (random() - 0.42) * 1.2;
    balance = Math.max(1, balance + profit);
    if (profit > 0) {
      pool += profit / 2;
      generated += profit;
    }
    while (nextBurn < BURNS.length && at >= now - BURNS[nextBurn]!.msAgo) {
      pool *= 0.35;
      burned += BURNS[nextBurn]!.tokens;
      nextBurn++;
    }
    raw.push({ at, balance, pool, burned, generated });
  }
  const last = raw[raw.length - 1]!;
  const target = fixtures.dashboard;
  const burnedTotal = 12_450_000;
  return raw.map((s) => ({
    at: iso(s.at),
    currentBalance: round2((s.balance * target.currentBalance) / last.balance),
    totalGenerated: round2((s.generated * target.totalGenerated) / last.generated),
    burnPoolTotal: round2((s.pool * target.burnPoolTotal) / last.pool),
    tokensBurned: burnedTotal - last.burned + s.burned,
  }));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The last sample of each of the range's buckets, as the server buckets its store. */
function bucketed(all: readonly HistoryPoint[], range: HistoryRange, from: number, now: number): HistoryPoint[] {
  const bucket = historyBucketMs(range, now - from);
  const byBucket = new Map<number, HistoryPoint>();
  for (const p of all) {
    const at = Date.parse(p.at);
    if (at <= from || at > now) continue;
    byBucket.set(Math.ceil((at - from) / bucket), p);
  }
  return [...byBucket.values()];
}

/** Options of createHistory: what the answer holds besides the seeded walk. */
export interface HistoryOptions {
  /** The time of the answer (`to`); default FIXTURE_NOW. */
  now?: number;
  /** Seed of the walk; default 26. */
  seed?: number;
  /** When the server's history begins; earlier samples are left out. Default 30 days back. */
  since?: number;
  /** Windows with no sample (the server was down), as [start, end] ms. */
  downtime?: ReadonlyArray<readonly [number, number]>;
}

/** A deterministic GET /api/history answer for a range. */
export function createHistory(range: HistoryRange, options: HistoryOptions = {}): HistoryResponse {
  const { now = FIXTURE_NOW, seed = 26, since = now - HISTORY_RANGE_MS['30d'], downtime = [] } = options;
  const from = historyFrom(range, now, since);
  const kept = samples(seed, now).filter((p) => {
    const at = Date.parse(p.at);
    return at >= since && !downtime.some(([start, end]) => at >= start && at <= end);
  });
  const burns: HistoryBurn[] = BURNS.map((b) => ({ at: iso(now - b.msAgo), title: b.title })).filter((b) => {
    const at = Date.parse(b.at);
    return at > from && at >= since;
  });
  return { range, from: iso(from), to: iso(now), since: iso(since), points: bucketed(kept, range, from, now), burns };
}

/** The same answer for every range from one function: `(range) => HistoryResponse`. */
const perRange = (make: (range: HistoryRange) => HistoryResponse) =>
  Object.fromEntries(HISTORY_RANGES.map((r) => [r, make(r)])) as Record<HistoryRange, HistoryResponse>;

const HOUR = 3_600_000;
const onePointAt = FIXTURE_NOW - 2 * 60_000;
const flatPoint = (at: number): HistoryPoint => ({
  at: iso(at),
  currentBalance: 1_000_000,
  totalGenerated: 2_000_000,
  burnPoolTotal: 50_000,
  tokensBurned: 12_450_000,
});

/** History answers per range, for each state a chart must show. */
export const historyFixtures = {
  /** 30 days of samples, the fixture feed's burns marked. */
  populated: perRange((r) => createHistory(r)),
  /** A fresh server: no sample yet. */
  empty: perRange((r) => ({ ...createHistory(r), since: null, points: [], burns: [] })),
  /** A server that started two minutes ago: one sample. */
  onePoint: perRange((r) => ({
    ...createHistory(r),
    since: iso(onePointAt),
    points: [{ ...flatPoint(onePointAt), currentBalance: 1_284_562.37, burnPoolTotal: 142_369.58 }],
    burns: [],
  })),
  /** A server that started nine hours ago: the first part of a day has no samples. */
  partial: perRange((r) => createHistory(r, { since: FIXTURE_NOW - 9 * HOUR })),
  /** The server was down three hours yesterday and a day last week: the lines break there. */
  gaps: perRange((r) =>
    createHistory(r, {
      downtime: [
        [FIXTURE_NOW - 14 * HOUR, FIXTURE_NOW - 11 * HOUR],
        [FIXTURE_NOW - 5 * 24 * HOUR, FIXTURE_NOW - 4.5 * 24 * HOUR],
        [FIXTURE_NOW - 20 * 24 * HOUR, FIXTURE_NOW - 18 * 24 * HOUR],
      ],
    }),
  ),
  /** Nothing moved: every sample the same. */
  flat: perRange((r) => {
    const base = createHistory(r);
    return { ...base, points: base.points.map((p) => flatPoint(Date.parse(p.at))), burns: [] };
  }),
  /** Absurdly large figures, as the huge dashboard fixture. */
  huge: perRange((r) => {
    const base = createHistory(r);
    return {
      ...base,
      points: base.points.map((p, i) => ({
        ...p,
        currentBalance: p.currentBalance * 768_900_000,
        burnPoolTotal: p.burnPoolTotal * 693_700_000_000,
        tokensBurned: i % 40 === 7 ? null : (p.tokensBurned ?? 0) * 7.9e12,
      })),
    };
  }),
  /** Burn titles that try to be markup or a spreadsheet formula: they must stay text. */
  hostile: perRange((r) => {
    const base = createHistory(r);
    return {
      ...base,
      burns: base.burns.map((b, i) => ({
        ...b,
        title: i % 2 === 0 ? '<img src=x onerror="alert(1)">Burn</script>' : '=HYPERLINK("http://evil.example","x")',
      })),
    };
  }),
};

/** The name of a set of history answers. */
export type HistoryFixtureName = keyof typeof historyFixtures;

/** A CSV cell (RFC 4180), with a leading `'` on text a spreadsheet would run as a formula. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The CSV of an answer, as GET /api/history.csv serves it: a header row, then the points and the
 * burns oldest first; a burn is a row with its time and its title under `burn`.
 */
export function historyCsv({ points, burns }: HistoryResponse): string {
  const header = 'at,currentBalance,totalGenerated,burnPoolTotal,tokensBurned,burn';
  const rows = [
    ...points.map((p) => ({
      at: p.at,
      cells: [p.at, p.currentBalance, p.totalGenerated, p.burnPoolTotal, p.tokensBurned, null],
    })),
    ...burns.map((b) => ({ at: b.at, cells: [b.at, null, null, null, null, b.title] })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return `${[header, ...rows.map((r) => r.cells.map(cell).join(','))].join('\r\n')}\r\n`;
}
