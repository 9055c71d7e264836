import { timeZoneOffset } from '../../format/dateTime';
import type { HistoryRange } from '../../data/historyTypes';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Where a time axis has a label: every 6 hours of a day, every day of a week, every 5 days of a
 * month, 15 days of 90, 2 months of a year; for 'all', the first of these steps that gives at
 * most TICKS_AT_MOST labels over its span.
 */
const TICK_STEP_MS: Record<Exclude<HistoryRange, 'all'>, number> = {
  '24h': 6 * HOUR,
  '7d': DAY,
  '30d': 5 * DAY,
  '90d': 15 * DAY,
  '1y': 61 * DAY,
};
const ALL_TICK_STEPS_MS = [HOUR, 6 * HOUR, DAY, 5 * DAY, 15 * DAY, 61 * DAY, 183 * DAY, 365 * DAY];
const TICKS_AT_MOST = 6;

const tickStep = (range: HistoryRange, span: number) =>
  range === 'all' ? (ALL_TICK_STEPS_MS.find((step) => span / step <= TICKS_AT_MOST) ?? 365 * DAY) : TICK_STEP_MS[range];

/** How an axis of this span labels its ticks: times within two days, then dates, then months of years. */
export function timeTickFormat(span: number): Intl.DateTimeFormatOptions {
  if (span <= 2 * DAY) return { hour: 'numeric', minute: '2-digit' };
  return span <= 400 * DAY ? { month: 'short', day: 'numeric' } : { month: 'short', year: 'numeric' };
}

/** Ticks this close to either end are left out: their label would hang over the edge. */
const EDGE_SHARE = 0.04;

/**
 * The times the axis labels, on round times of the visitor's wall clock (midnight, 06:00…) in
 * `timeZone`, between `from` and `to` (docs/requirements.md §13.3).
 */
export function timeTicks(from: number, to: number, range: HistoryRange, timeZone?: string): number[] {
  const step = tickStep(range, to - from);
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
