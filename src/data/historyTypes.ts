import type { HISTORY_RANGES } from '../constants';

/** A range GET /api/history serves (docs/requirements.md §13). */
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** One bucket of the server's samples: the last sample of the bucket, at its time. */
export interface HistoryPoint {
  /** ISO 8601 time of the sample. */
  at: string;
  currentBalance: number;
  totalGenerated: number;
  burnPoolTotal: number;
  /** Null where the dashboard's `tokensBurned` text held no number. */
  tokensBurned: number | null;
}

/** A burn the server saw in the activity feed, for the time line. */
export interface HistoryBurn {
  at: string;
  title: string;
}

/**
 * Rates and records the server measured from its whole history (docs/requirements.md §13.2),
 * each null where the history is too short for it (or holds none): never extrapolated.
 */
export interface HistoryRecords {
  /** Tokens burned per day, averaged over the last HISTORY_BURN_RATE_DAYS days. */
  burnedPerDay: number | null;
  /** How much `totalGenerated` grew over the last HISTORY_PROFIT_DAYS days, in $. */
  aiProfits30d: number | null;
  /** The largest recorded burn whose title or the tokens-burned figures give an amount. */
  largestBurn: { at: string; amount: number } | null;
  /** When the last recorded burn was (ISO). */
  lastBurnAt: string | null;
}

/** The answer of GET /api/history?range=24h|7d|30d|90d|1y|all. */
export interface HistoryResponse {
  range: HistoryRange;
  /** Start of the range (ISO). */
  from: string;
  /** End of the range: the time of the answer (ISO). */
  to: string;
  /** When this server's history begins (ISO), or null while it holds no sample yet. */
  since: string | null;
  points: HistoryPoint[];
  burns: HistoryBurn[];
  /** The same for every range; absent from a server that measures none. */
  records?: HistoryRecords;
}
