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

/** The answer of GET /api/history?range=24h|7d|30d. */
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
}
