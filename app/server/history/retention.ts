import { HISTORY_SAMPLE_MS } from '@smartburn/ui';
import type { ServerConfig } from '../config';
import { HISTORY_COARSE_BUCKET_MS, HISTORY_FINE_BUCKET_MS } from '../limits';

/** The retention settings (docs/requirements.md §13.1): raw samples kept for hours, fine ones for days. */
export type RetentionPolicy = Pick<ServerConfig, 'historyKeepRawHours' | 'historyKeepFineDays'>;

const HOUR_MS = 60 * 60_000;

/**
 * The two limits of a retention run as of `now`, each rounded down to its bucket so no bucket
 * straddles one: samples before `rawCutoff` keep one per fine bucket, samples before
 * `fineCutoff` one per coarse bucket. Activities other than burns before `rawCutoff` go.
 */
export function retentionCutoffs(now: number, policy: RetentionPolicy) {
  const floorTo = (t: number, size: number) => Math.floor(t / size) * size;
  const rawCutoff = floorTo(now - policy.historyKeepRawHours * HOUR_MS, HISTORY_FINE_BUCKET_MS);
  const fineCutoff = Math.min(
    rawCutoff,
    floorTo(now - policy.historyKeepFineDays * 24 * HOUR_MS, HISTORY_COARSE_BUCKET_MS),
  );
  return { rawCutoff, fineCutoff };
}

/** How far apart the samples the policy keeps at `at` are, as of `now`: what the backfill writes. */
export function keptSpacingAt(at: number, now: number, policy: RetentionPolicy): number {
  const { rawCutoff, fineCutoff } = retentionCutoffs(now, policy);
  if (at >= rawCutoff) return HISTORY_SAMPLE_MS;
  return at >= fineCutoff ? HISTORY_FINE_BUCKET_MS : HISTORY_COARSE_BUCKET_MS;
}
