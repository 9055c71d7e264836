import type { HistoryPoint } from '../../data/historyTypes';
import type { SeriesPoint } from '../TrendChart/scale';
import type { TrendChartVariant, TrendValueFormat } from '../TrendChart/types';

/** The figures the trends chart (docs/requirements.md §13.4): balance, burn pool, tokens burned. */
export type TrendSeriesKey = 'currentBalance' | 'burnPoolTotal' | 'tokensBurned';

/** How each figure is drawn: its colour and how its values read. */
export const TREND_SERIES: ReadonlyArray<{
  key: TrendSeriesKey;
  variant: TrendChartVariant;
  format: TrendValueFormat;
}> = [
  { key: 'currentBalance', variant: 'gold', format: 'money' },
  { key: 'burnPoolTotal', variant: 'neon', format: 'money' },
  { key: 'tokensBurned', variant: 'burn', format: 'number' },
];

/** One figure of every sample, as a chart takes it (times in ms). */
export const seriesOf = (points: readonly HistoryPoint[], key: TrendSeriesKey): SeriesPoint[] =>
  points.map((p) => ({ at: Date.parse(p.at), value: p[key] }));

/** The first and last known value of a series (by time), for the change over the range; one sample is both. */
export function firstAndLast(
  series: readonly SeriesPoint[],
): { first: number; last: number; samples: number } | undefined {
  let samples = 0;
  let first: SeriesPoint | undefined;
  let last: SeriesPoint | undefined;
  for (const p of series) {
    if (p.value === null) continue;
    samples++;
    if (!first || p.at < first.at) first = p;
    if (!last || p.at >= last.at) last = p;
  }
  return first && last ? { first: first.value as number, last: last.value as number, samples } : undefined;
}
