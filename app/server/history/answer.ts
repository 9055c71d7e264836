import {
  HISTORY_MAX_POINTS,
  HISTORY_RANGES,
  historyBucketMs,
  historyFrom,
  type HistoryRange,
  type HistoryResponse,
} from '@smartburn/ui';
import type { HistoryStore } from './store';

export const isHistoryRange = (value: string | undefined): value is HistoryRange =>
  (HISTORY_RANGES as readonly string[]).includes(value ?? '');

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The answer of GET /api/history?range=… as of `to` (docs/requirements.md §13.2): the last sample
 * of each of the range's buckets (historyBucketMs), at most HISTORY_MAX_POINTS (the newest), and
 * every burn of the range. A bucket without a sample is absent, so a chart draws
 * a gap where the server was not sampling.
 */
export async function buildHistoryResponse(
  store: HistoryStore,
  range: HistoryRange,
  to: number,
): Promise<HistoryResponse> {
  const since = await store.firstSampleAt();
  const from = historyFrom(range, to, since);
  const bucketMs = historyBucketMs(range, to - from);
  const [points, burns] = await Promise.all([store.points(from, to, bucketMs), store.burns(from, to)]);
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
