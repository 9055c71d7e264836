import {
  HISTORY_ALL_BUCKETS_MS,
  HISTORY_ALL_TABLE_ROWS,
  HISTORY_ALL_TABLE_STEPS_MS,
  HISTORY_BUCKET_MS,
  HISTORY_MAX_POINTS,
  HISTORY_RANGE_MS,
  HISTORY_TABLE_STEP_MS,
} from '../constants';
import type { HistoryRange } from './historyTypes';

/**
 * The bucket a range's answer is drawn with (docs/requirements.md §13.2): a fixed range's own;
 * for 'all', the smallest of HISTORY_ALL_BUCKETS_MS that keeps `spanMs` (from the history's
 * first sample to now) within HISTORY_MAX_POINTS, past the last whole multiples of it.
 */
export function historyBucketMs(range: HistoryRange, spanMs: number): number {
  if (range !== 'all') return HISTORY_BUCKET_MS[range];
  const fits = HISTORY_ALL_BUCKETS_MS.find((bucket) => spanMs / bucket <= HISTORY_MAX_POINTS);
  if (fits !== undefined) return fits;
  const largest = HISTORY_ALL_BUCKETS_MS[HISTORY_ALL_BUCKETS_MS.length - 1]!;
  return Math.ceil(spanMs / HISTORY_MAX_POINTS / largest) * largest;
}

/**
 * Where a range's answer starts, as of `to`: a fixed range's length back; for 'all', the start of
 * the bucket holding the history's first sample (`since`; `to` while there is none), so that
 * sample is inside it (a range holds `from < at <= to`).
 */
export function historyFrom(range: HistoryRange, to: number, since: number | null): number {
  if (range !== 'all') return to - HISTORY_RANGE_MS[range];
  if (since === null) return to;
  const bucket = historyBucketMs(range, to - since);
  return Math.floor((since - 1) / bucket) * bucket;
}

/** The step of a range's table (HISTORY_TABLE_STEP_MS; for 'all', at most HISTORY_ALL_TABLE_ROWS rows). */
export function historyTableStepMs(range: HistoryRange, spanMs: number): number {
  if (range !== 'all') return HISTORY_TABLE_STEP_MS[range];
  const fits = HISTORY_ALL_TABLE_STEPS_MS.find((step) => spanMs / step <= HISTORY_ALL_TABLE_ROWS);
  return fits ?? HISTORY_ALL_TABLE_STEPS_MS[HISTORY_ALL_TABLE_STEPS_MS.length - 1]!;
}
