import type { SeriesPoint } from './scale';

/** A sample the crosshair can rest on: one that holds a value. */
export interface ScrubPoint {
  at: number;
  value: number;
}

/** The samples a crosshair moves along, oldest first; `activeIndex` of TrendChart counts in this list. */
export function scrubPoints(points: readonly SeriesPoint[]): ScrubPoint[] {
  return points.filter((p): p is ScrubPoint => p.value !== null).sort((a, b) => a.at - b.at);
}

/** The index in `points` (oldest first) of the sample nearest to `at`; -1 when there is none. */
export function nearestIndex(points: readonly ScrubPoint[], at: number): number {
  if (points.length === 0) return -1;
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid]!.at < at) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && at - points[lo - 1]!.at <= points[lo]!.at - at ? lo - 1 : lo;
}
