import type { SVGAttributes } from 'react';
import type { HistoryRange } from '../../data/historyTypes';
import type { SeriesPoint } from './scale';

/** The colour of a chart's line and area: the brand gold, the live neon, or the burn orange. */
export type TrendChartVariant = 'gold' | 'neon' | 'burn';

/** How a chart's values read: `money` ($1.28M on the axis, $1,284,562.37 in full) or a plain `number`. */
export type TrendValueFormat = 'money' | 'number';

/** A burn on the time line: when, and the activity's title. */
export interface TrendBurn {
  /** When (ms since the epoch). */
  at: number;
  /** The activity's title, shown as text. */
  title: string;
}

/** Props of TrendChart: one series over a time range; any attribute of its `svg`. */
export interface TrendChartProps extends Omit<
  SVGAttributes<SVGSVGElement>,
  'children' | 'from' | 'to' | 'format' | 'points'
> {
  /** The samples (ms since the epoch), in any order; `value: null` where a sample holds none. */
  points: readonly SeriesPoint[];
  /** Start of the time axis (ms since the epoch). */
  from: number;
  /** End of the time axis (ms since the epoch). */
  to: number;
  /** The range shown: it sets the time axis' labels and the gap (HISTORY_BUCKET_MS x HISTORY_GAP_BUCKETS). */
  range: HistoryRange;
  /** What the series is, for the chart's accessible summary: 'Current balance'. */
  seriesLabel: string;
  /**
   * How values read.
   * @default money
   */
  format?: TrendValueFormat;
  /**
   * The line's colour.
   * @default gold
   */
  variant?: TrendChartVariant;
  /** Burns, marked on the time line. */
  burns?: readonly TrendBurn[];
  /** The accessible summary; default: first and last value, low and high, burns (chartSummary). */
  summary?: string;
  /** Time zone of the time axis; default the visitor's (UTC while server-rendered). */
  timeZone?: string;
  /**
   * The sample under the crosshair, counted among the samples that hold a value, oldest first:
   * a line, a dot and a readout of its value and date and time. None when undefined.
   */
  activeIndex?: number;
}
