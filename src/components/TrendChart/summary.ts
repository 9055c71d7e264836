import type { HistoryRange } from '../../data/historyTypes';
import type { SeriesPoint } from './scale';

/** A range as a sentence names it (docs/requirements.md §13.3). */
export const RANGE_PHRASES: Record<HistoryRange, string> = {
  '24h': 'the last 24 hours',
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
  '90d': 'the last 90 days',
  '1y': 'the last year',
  all: 'all of its history',
};

/**
 * What a screen reader hears for a chart: the series over the range, first and last value, low
 * and high, and how many burns are marked. The table next to the chart has every figure.
 */
export function chartSummary({
  seriesLabel,
  points,
  range,
  burnCount,
  formatValue,
}: {
  seriesLabel: string;
  points: readonly SeriesPoint[];
  range: HistoryRange;
  burnCount: number;
  formatValue: (value: number) => string;
}): string {
  const known = [...points]
    .filter((p): p is { at: number; value: number } => p.value !== null && Number.isFinite(p.value))
    .sort((a, b) => a.at - b.at);
  const head = `${seriesLabel} over ${RANGE_PHRASES[range]}`;
  const burns = burnCount === 0 ? '' : burnCount === 1 ? '; 1 burn marked' : `; ${burnCount} burns marked`;
  if (known.length === 0) return `${head}: no samples${burns}.`;
  const values = known.map((p) => p.value);
  const first = known[0]!.value;
  const last = known[known.length - 1]!.value;
  if (known.length === 1) return `${head}: one sample, ${formatValue(first)}${burns}.`;
  const low = Math.min(...values);
  const high = Math.max(...values);
  return `${head}: from ${formatValue(first)} to ${formatValue(last)}, low ${formatValue(low)}, high ${formatValue(high)}${burns}.`;
}
