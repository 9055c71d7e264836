'use client';

import { css } from '@emotion/react';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { useBrand } from '../../config';
import type { HistoryBurn, HistoryPoint } from '../../data/historyTypes';
import { formatNumber } from '../../format/compact';
import { formatDateTime, timeZoneName } from '../../format/dateTime';
import { formatMoney } from '../../format/money';
import { useDisplayTimeZone } from '../../ssr/timeZone';
import { borderWidths, colors, fonts, fontSizes, fontWeights, radii, space } from '../../theme';

/** The column headings of TrendTable. */
export interface TrendTableColumns {
  at: string;
  currentBalance: string;
  burnPoolTotal: string;
  tokensBurned: string;
  /** The burns table's title column. */
  burn: string;
}

/** Props of TrendTable: a history's points and burns as tables; any attribute of its scrolling `div`. */
export interface TrendTableProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** The samples, in any order; shown newest first. */
  points: readonly HistoryPoint[];
  /**
   * Show the newest sample of each `stepMs` (counted back from the newest sample) instead of
   * every sample; default every sample.
   */
  stepMs?: number;
  /** Burns in the range, shown as a second table when there are any. */
  burns?: readonly HistoryBurn[];
  /** The figures table's caption; default 'Figures, newest first'. */
  title?: ReactNode;
  /** The burns table's caption; default 'Burns'. */
  burnsTitle?: ReactNode;
  /** Column headings; default Time, Balance, Burn pool, Tokens burned (and Burn in the burns table). */
  columns?: Partial<TrendTableColumns>;
  /** The text in a cell with no figure; default '—'. */
  emptyCellText?: string;
  /** Time zone of the times; default the visitor's (UTC while server-rendered). */
  timeZone?: string;
}

const DEFAULT_COLUMNS: TrendTableColumns = {
  at: 'Time',
  currentBalance: 'Balance',
  burnPoolTotal: 'Burn pool',
  tokensBurned: 'Tokens burned',
  burn: 'Burn',
};

// A box of its own that scrolls both ways: 300 rows stay one screen tall, and four columns of
// money fit a phone. It takes the keyboard focus (tabIndex 0), so it can be scrolled without a mouse.
const box = css(`
  max-height: 360px;
  overflow: auto;
  border-radius: ${radii.md};
  border: ${borderWidths.hairline} solid ${colors.border};
  background: ${colors.surface};
`);
// Cells are styled from the table, not each with a class of its own: 300 rows are over a
// thousand cells, and a class on each added 30 KB to the first HTML.
const table = css(`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};
  & + & {
    border-top: ${borderWidths.hairline} solid ${colors.border};
  }
  & > caption {
    padding: ${space[3]} ${space[3]} ${space[2]};
    text-align: left;
    font-family: ${fonts.display};
    font-size: ${fontSizes.xs};
    font-weight: ${fontWeights.semibold};
    color: ${colors.textMuted};
  }
  & > thead th {
    position: sticky;
    top: 0;
    padding: ${space[2]} ${space[3]};
    background: ${colors.surfaceRaised};
    color: ${colors.textMuted};
    font-size: ${fontSizes.xs};
    font-weight: ${fontWeights.semibold};
    text-align: right;
    white-space: nowrap;
  }
  & > tbody > tr > * {
    padding: ${space[1]} ${space[3]};
    border-top: ${borderWidths.hairline} solid ${colors.border};
    font-family: ${fonts.mono};
    font-variant-numeric: tabular-nums;
    font-weight: inherit;
    color: ${colors.text};
    text-align: right;
    white-space: nowrap;
  }
  & > thead th:first-of-type,
  & > tbody th {
    text-align: left;
  }
  & > tbody th {
    color: ${colors.textMuted};
  }
  &[data-part='burns'] > * > tr > :last-child {
    font-family: ${fonts.body};
    text-align: left;
    white-space: normal;
    overflow-wrap: anywhere;
    min-width: 16ch;
  }
`);

const byTimeDesc = <T extends { at: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));

/** The newest sample of each step back from the newest one (a step with none has no row). */
export function everyStep<T extends { at: string }>(newestFirst: readonly T[], stepMs: number | undefined): T[] {
  const [newest] = newestFirst;
  if (!newest || !stepMs) return [...newestFirst];
  const top = Date.parse(newest.at);
  let lastStep = -1;
  return newestFirst.filter((p) => {
    const step = Math.floor((top - Date.parse(p.at)) / stepMs);
    if (step === lastStep) return false;
    lastStep = step;
    return true;
  });
}

/**
 * The figures behind the trend charts as a data table (docs/requirements.md §13.3): every
 * sample, newest first, with its time in the page's locale and the visitor's time zone, and the
 * burns of the range. The alternative to the charts for screen readers and keyboards: a region
 * named by its caption that takes the focus and scrolls. Titles from the API are text.
 */
export const TrendTable = forwardRef<HTMLDivElement, TrendTableProps>(function TrendTable(
  {
    points,
    stepMs,
    burns = [],
    title = 'Figures, newest first',
    burnsTitle = 'Burns',
    columns,
    emptyCellText = '—',
    timeZone,
    ...rest
  },
  ref,
) {
  const { locale } = useBrand();
  const zone = useDisplayTimeZone(timeZone);
  const captionId = useId();
  const cols = { ...DEFAULT_COLUMNS, ...columns };
  const sorted = everyStep(byTimeDesc(points), stepMs);
  // The zone's name at the newest sample (a fixed time without one: server and browser agree).
  const latest = sorted[0] ? Date.parse(sorted[0].at) : 0;
  const zoneLabel = timeZoneName(latest, locale, zone);
  const when = (iso: string) =>
    formatDateTime(Date.parse(iso), locale, { dateStyle: 'medium', timeStyle: 'short' }, zone);
  return (
    <div ref={ref} css={box} role="region" aria-labelledby={captionId} tabIndex={0} {...rest}>
      <table css={table}>
        <caption id={captionId}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">
              {cols.at} ({zoneLabel})
            </th>
            <th scope="col">{cols.currentBalance}</th>
            <th scope="col">{cols.burnPoolTotal}</th>
            <th scope="col">{cols.tokensBurned}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((p) => (
            <tr key={p.at}>
              <th scope="row">{when(p.at)}</th>
              <td>{formatMoney(p.currentBalance, locale)}</td>
              <td>{formatMoney(p.burnPoolTotal, locale)}</td>
              <td>{p.tokensBurned === null ? emptyCellText : formatNumber(p.tokensBurned, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {burns.length > 0 ? (
        <table css={table} data-part="burns">
          <caption>{burnsTitle}</caption>
          <thead>
            <tr>
              <th scope="col">
                {cols.at} ({zoneLabel})
              </th>
              <th scope="col">{cols.burn}</th>
            </tr>
          </thead>
          <tbody>
            {byTimeDesc(burns).map((b, i) => (
              <tr key={`${b.at}-${i}`}>
                <th scope="row">{when(b.at)}</th>
                <td>{b.title}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
});
TrendTable.displayName = 'TrendTable';
