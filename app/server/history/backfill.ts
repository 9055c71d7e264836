import { HISTORY_SAMPLE_MS } from '@smartburn/ui';
import { createLiveHistory } from './liveHistory';
import { HISTORY_BACKFILL_DAYS, HISTORY_COARSE_BUCKET_MS } from '../limits';
import { keptSpacingAt, type RetentionPolicy } from './retention';
import type { HistoryActivity, HistorySample, HistoryStore } from './store';
import { DEFAULT_CONFIG } from '../config';

const DAY_MS = 24 * 60 * 60_000;

export interface BackfillOptions {
  seed: number;
  /** The live simulation's start: the history ends just before it. */
  startAt: number;
  days?: number;
  retention?: RetentionPolicy;
}

/**
 * `npm start`'s seeded past (docs/requirements.md §13.1): on a store that holds no sample, the
 * live simulation's last `days` (mocks/liveHistory.ts), written as the retention would have left
 * them (every sample of the raw window, the last of each 5-minute or hourly bucket before it) and
 * its burns. A store with any sample is real history: it is left alone. Returns the samples written.
 */
export async function backfillLiveHistory(
  store: HistoryStore,
  { seed, startAt, days = HISTORY_BACKFILL_DAYS, retention = DEFAULT_CONFIG }: BackfillOptions,
): Promise<number> {
  if ((await store.firstSampleAt()) !== null) return 0;
  const live = createLiveHistory(seed, startAt, days);
  const samples: HistorySample[] = [];
  const from = startAt - days * DAY_MS;
  // From a whole hour, so each bucket lines up with the retention's.
  for (let bucket = Math.floor(from / HISTORY_COARSE_BUCKET_MS) * HISTORY_COARSE_BUCKET_MS; ;) {
    const step = keptSpacingAt(bucket, startAt, retention);
    // The last sample of the bucket, as the retention keeps it.
    const at = bucket + step - HISTORY_SAMPLE_MS;
    if (at >= startAt - HISTORY_SAMPLE_MS) break;
    if (at >= from) samples.push(live.valuesAt(at));
    bucket += step;
  }
  const burns: HistoryActivity[] = live.burns.map(({ id, at, title }) => ({ id, type: 'burn', title, at }));
  const written = await store.addSamples(samples);
  await store.addActivities(burns);
  return written;
}
