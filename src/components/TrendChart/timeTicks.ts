import { timeZoneOffset } from '../../format/dateTime';
import type { HistoryRange } from '../../data/historyTypes';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Where a range's time axis has a label: every 6 hours of a day, every day of a week, every 5 days of a month. */
const TICK_STEP_MS: Record<HistoryRange, number> = { '24h': 6 * HOUR, '7d': DAY, '30d': 5 * DAY };

/** Ticks this close to either end are left out: their label would hang over the edge. */
const EDGE_SHARE = 0.04;

/**
 * The times the axis labels, on round times of the visitor's wall clock (midnight, 06:00…) in
 * `timeZone`, between `from` and `to` (docs/requirements.md §13.3).
 */
export function timeTicks(from: number, to: number, range: HistoryRange, timeZone?: string): number[] {
  const step = TICK_STEP_MS[range];
  const align = Math.min(step, DAY);
  const margin = (to - from) * EDGE_SHARE;
  const offset = timeZoneOffset(from, timeZone);
  const ticks: number[] = [];
  for (let wall = Math.ceil((from + offset) / align) * align; wall - offset <= to; wall += step) {
    // The offset at the tick itself: a daylight-saving change in the range moves it by an hour.
    const at = wall - timeZoneOffset(wall - offset, timeZone);
    if (at >= from + margin && at <= to - margin) ticks.push(at);
  }
  return ticks;
}
