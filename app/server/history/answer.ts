import { HISTORY_BUCKET_MS, HISTORY_MAX_POINTS, HISTORY_RANGES, HISTORY_RANGE_MS } from '../../../src/constants';
import type { HistoryRange, HistoryResponse } from '../../../src/data/historyTypes';
import type { HistoryStore } from './store';

export const isHistoryRange = (value: string | undefined): value is HistoryRange =>
  (HISTORY_RANGES as readonly string[]).includes(value ?? '');

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The answer of GET /api/history?range=… as of `to` (docs/requirements.md §13.2): the last sample
 * of each HISTORY_BUCKET_MS bucket of the range and the last burn of each, at most
 * HISTORY_MAX_POINTS of each (the newest). A bucket without a sample is absent, so a chart draws
 * a gap where the server was not sampling.
 */
export async function buildHistoryResponse(
  store: HistoryStore,
  range: HistoryRange,
  to: number,
): Promise<HistoryResponse> {
  const from = to - HISTORY_RANGE_MS[range];
  const bucketMs = HISTORY_BUCKET_MS[range];
  const [points, burns, since] = await Promise.all([
    store.points(from, to, bucketMs),
    store.burns(from, to),
    store.firstSampleAt(),
  ]);
  return {
    range,
    from: iso(from),
    to: iso(to),
    since: since === null ? null : iso(since),
    points: points.slice(-HISTORY_MAX_POINTS).map((p) => ({
      at: iso(p.at),
      currentBalance: p.currentBalance,
      totalGenerated: p.totalGenerated,
      burnPoolTotal: p.burnPoolTotal,
      tokensBurned: p.tokensBurned,
    })),
    burns: burns.map((b) => ({ at: iso(b.at), title: b.title })),
  };
}
