import { HISTORY_SAMPLE_MS } from '@smartburn/ui';
import type { RetentionPolicy } from './retention';

/** One sample of GET /api/dashboard's figures, at the moment the sampler took it (ms since the epoch). */
export interface HistorySample {
  at: number;
  currentBalance: number;
  totalGenerated: number;
  burnPoolTotal: number;
  /** Null where the dashboard's `tokensBurned` text held no number. */
  tokensBurned: number | null;
}

/** An activity of the feed as the history keeps it: once per id (docs/requirements.md §13.1). */
export interface HistoryActivity {
  id: string;
  type: string;
  title: string;
  /** Its timestamp, ms since the epoch. */
  at: number;
  /** Its description; empty when recorded before descriptions were kept. */
  description?: string;
  /** Its transaction (`0x` and 64 hex digits), when the feed gave a valid one. */
  txHash?: string;
}

/** An activity as the store gives it back. */
export interface RecordedActivity extends HistoryActivity {
  description: string;
}

/** What one run of the retention removed. */
export interface PruneResult {
  samples: number;
  activities: number;
}

/**
 * Where the history lives: an SQLite file (sqliteStore.ts) or Postgres (postgresStore.ts), the
 * same behaviour either way (docs/requirements.md §13.1). Samples are keyed by their sampling
 * slot (sampleSlot), activities by id: two servers recording the same moment or the same
 * activity record it once.
 */
export interface HistoryStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Resolves once the schema is in place; rejects when the store cannot be opened. */
  ready(): Promise<void>;
  /** Records one sample in its slot; false when the slot already holds one. */
  addSample(sample: HistorySample): Promise<boolean>;
  /** Records many samples in one transaction (the backfill); returns how many were new. */
  addSamples(samples: HistorySample[]): Promise<number>;
  /** Records activities not seen before (by id); returns how many were new. */
  addActivities(activities: HistoryActivity[]): Promise<number>;
  /** The last sample of each `bucketMs` bucket with `from < at <= to`, oldest first. */
  points(from: number, to: number, bucketMs: number): Promise<HistorySample[]>;
  /** Every burn with `from < at <= to`, oldest first, however close together (docs/requirements.md §13.2). */
  burns(from: number, to: number): Promise<Array<{ at: number; title: string }>>;
  /** The `limit` newest activities held, newest first (the Atom feed). */
  recentActivities(limit: number): Promise<RecordedActivity[]>;
  /** The activity recorded under `id`, or null (an activity's page). */
  activity(id: string): Promise<RecordedActivity | null>;
  /** When the oldest sample held was taken, or null while there is none. */
  firstSampleAt(): Promise<number | null>;
  /** Applies the retention policy (retention.ts) as of `now`. */
  prune(now: number, policy: RetentionPolicy): Promise<PruneResult>;
  /** Closes the file or the pool; nothing may be called after. */
  close(): Promise<void>;
}

/** The sampling slot of a moment: two samples in one slot are one sample. */
export const sampleSlot = (at: number) => Math.floor(at / HISTORY_SAMPLE_MS);

/** A bucket size in slots (every bucket size is a whole number of sampling intervals). */
export function slotsPerBucket(bucketMs: number): number {
  if (bucketMs % HISTORY_SAMPLE_MS !== 0 || bucketMs <= 0)
    throw new Error(`bucket of ${bucketMs} ms is not a whole number of ${HISTORY_SAMPLE_MS} ms samples`);
  return bucketMs / HISTORY_SAMPLE_MS;
}
