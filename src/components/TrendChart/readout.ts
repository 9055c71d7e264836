import { formatCompactMoney, formatCompactNumber, formatNumber } from '../../format/compact';
import { formatDateTime } from '../../format/dateTime';
import { formatMoney } from '../../format/money';
import type { ScrubPoint } from './scrubPoints';
import type { TrendValueFormat } from './types';

/** Axis labels and full figures for a value format, in the page's locale. */
export function formatters(format: TrendValueFormat, locale: string | undefined) {
  return format === 'money'
    ? { axis: (v: number) => formatCompactMoney(v, locale), full: (v: number) => formatMoney(v, locale) }
    : { axis: (v: number) => formatCompactNumber(v, locale), full: (v: number) => formatNumber(v, locale) };
}

/** What the crosshair's readout says of a sample: its value in full and its date and time. */
export function readout(
  point: ScrubPoint,
  format: TrendValueFormat,
  locale: string | undefined,
  timeZone: string | undefined,
): { value: string; time: string } {
  return {
    value: formatters(format, locale).full(point.value),
    time: formatDateTime(point.at, locale, { dateStyle: 'medium', timeStyle: 'short' }, timeZone),
  };
}
