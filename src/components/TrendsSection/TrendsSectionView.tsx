'use client';

import { css } from '@emotion/react';
import { forwardRef, Suspense, useId, type HTMLAttributes, type ReactNode } from 'react';
import { HISTORY_DEFAULT_RANGE, HISTORY_SAMPLE_MS } from '../../constants';
import { historyTableStepMs } from '../../data/historyRanges';
import { useBrand } from '../../config';
import type { HistoryRange, HistoryResponse } from '../../data/historyTypes';
import { splitBlockState, type BlockStateProps } from '../../data/useBlockState';
import { formatDateTime } from '../../format/dateTime';
import { useDisplayTimeZone } from '../../ssr/timeZone';
import {
  borderWidths,
  colors,
  fonts,
  fontSizes,
  fontWeights,
  layout,
  letterSpacings,
  motion,
  mq,
  radii,
  space,
} from '../../theme';
import { Card } from '../Card';
import { BlockError } from '../ErrorPanel';
import { StaleMark } from '../StaleMark';
import { TrendCsvLink } from '../TrendCsvLink/TrendCsvLink';
import { TrendRangeTabs, rangeTabId } from '../TrendRangeTabs/TrendRangeTabs';
import { TrendRecords } from '../TrendRecords/TrendRecords';
import { TrendTable } from '../TrendTable/TrendTable';
import { seriesOf, TREND_SERIES, type TrendSeriesKey } from './series';
import { TrendSeriesCard } from './TrendSeriesCard';
import { TREND_CARD_MIN_HEIGHT } from './sizes';

/** Props of TrendsSectionView: a history answer, the selected range and the block's load state; any attribute of its `section`. */
export interface TrendsSectionViewProps
  extends BlockStateProps, Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The answer of GET /api/history shown (while `busy`, the previous range's). */
  history: HistoryResponse | undefined;
  /**
   * The range selected in the tabs.
   * @default 24h
   */
  range?: HistoryRange;
  /** Called with the range the visitor selects. */
  onRangeChange?: (range: HistoryRange) => void;
  /** The selected range is loading; `history` is the previous range's until it arrives. */
  busy?: boolean;
  /** The section's heading; default 'Trends'. */
  title?: ReactNode;
  /** Each figure's title; default 'Current Balance', 'Smart Burn Pool', '{product} Burned'. */
  seriesTitles?: Partial<Record<TrendSeriesKey, string>>;
  /** The text when the server has recorded nothing yet; default says it records every 30 s. */
  emptyText?: ReactNode;
  /** The text when the range holds no sample (the server was down all along); default 'No figures in this range.' */
  emptyRangeText?: ReactNode;
  /** The inline error's title; default 'Trends could not be loaded'. */
  errorTitle?: string;
  /** The disclosure's text that shows the table; default 'Show as table'. */
  tableToggleLabel?: string;
  /** Time zone of dates and times; default the visitor's (UTC while server-rendered). */
  timeZone?: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** What the table's rows are, by their step (historyTableStepMs). */
const TABLE_STEP_TEXT = new Map<number, string>([
  [HOUR, 'Figures each hour'],
  [6 * HOUR, 'Figures every 6 hours'],
  [DAY, 'Figures each day'],
  [7 * DAY, 'Figures each week'],
  [14 * DAY, 'Figures every 2 weeks'],
  [30 * DAY, 'Figures every 30 days'],
  [91 * DAY, 'Figures each quarter'],
  [365 * DAY, 'Figures each year'],
]);

// One column no wider than the section: a wide child (the range tabs on a phone) scrolls inside
// itself instead of widening the page.
const section = css(`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[4]};
  min-width: 0;
`);
const head = css(`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space[3]};
`);
const heading = css(`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${fontSizes.lg};
  letter-spacing: ${letterSpacings.lg};
  color: ${colors.gold};
`);
const sinceCss = css(`
  margin: ${space[1]} 0 0;
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
`);
const grid = css(`
  display: grid;
  gap: ${layout.gridGap}px;
  grid-template-columns: minmax(0, 1fr);
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`);
// While another range loads, the previous one stays, dimmed (docs/requirements.md §13.4).
const panel = css(`
  display: grid;
  gap: ${space[4]};
  min-width: 0;
  &[aria-busy='true'] [data-part='series'] {
    opacity: 0.55;
  }
  ${mq.motionOk} {
    & [data-part='series'] {
      transition: opacity ${motion.durationBase} ${motion.easeOut};
    }
  }
`);
const placeholderCard = css(`
  min-height: ${TREND_CARD_MIN_HEIGHT}px;
`);
const foot = css(`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[3]};
`);
const disclosure = css(`
  flex: 1 1 320px;
  min-width: 0;
  & > summary {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    min-height: 36px;
    cursor: pointer;
    color: ${colors.gold};
    font-family: ${fonts.display};
    font-size: ${fontSizes.xs};
    font-weight: ${fontWeights.semibold};
    letter-spacing: ${letterSpacings.md};
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  /* A triangle drawn with borders: the ▸ and ▾ glyphs are in none of our faces (docs/requirements.md §8.3). */
  & > summary::before {
    content: '';
    border-block: 0.3em solid transparent;
    border-inline-start: 0.45em solid currentColor;
  }
  &[open] > summary::before {
    transform: rotate(90deg);
  }
  & > summary:hover {
    color: ${colors.goldBright};
  }
  &[open] > summary {
    margin-bottom: ${space[2]};
  }
`);
const muted = css(`
  margin: 0;
  padding: ${space[6]} ${space[4]};
  border-radius: ${radii.lg};
  border: ${borderWidths.hairline} dashed ${colors.border};
  text-align: center;
  color: ${colors.textMuted};
`);

/**
 * Trends over time (docs/requirements.md §13.4), presentational: the balance, the burn pool and
 * the tokens burned over the selected range as three charts with burns marked, the date the
 * server's history starts, the range tabs, the figures as a table (a native disclosure, so it
 * opens before any script has loaded) and the CSV. `TrendsSection` is the connected block.
 */
export const TrendsSectionView = forwardRef<HTMLElement, TrendsSectionViewProps>(
  function TrendsSectionView(props, ref) {
    const [{ state, error, onRetry, retrying, stale = false, lastSuccessAt }, own] = splitBlockState(props);
    const {
      history,
      range = HISTORY_DEFAULT_RANGE,
      onRangeChange,
      busy = false,
      title = 'Trends',
      seriesTitles,
      emptyText = `No history yet: this server records the figures every ${HISTORY_SAMPLE_MS / 1000} seconds, and they will show here.`,
      emptyRangeText = 'No figures in this range.',
      errorTitle = 'Trends could not be loaded',
      tableToggleLabel = 'Show as table',
      timeZone,
      ...rest
    } = own;
    const { locale, productName } = useBrand();
    const zone = useDisplayTimeZone(timeZone);
    const headingId = useId();
    const panelId = useId();
    const tabsId = useId();
    const titles: Record<TrendSeriesKey, string> = {
      currentBalance: 'Current Balance',
      burnPoolTotal: 'Smart Burn Pool',
      tokensBurned: `${productName} Burned`,
      ...seriesTitles,
    };
    const since = history?.since ? Date.parse(history.since) : undefined;
    const ready = state === 'ready' && history !== undefined;

    let body: ReactNode;
    if (state === 'error') {
      body = <BlockError title={errorTitle} error={error} onRetry={onRetry} retrying={retrying} />;
    } else if (!ready) {
      body = (
        <div css={grid}>
          {TREND_SERIES.map(({ key }) => (
            <Card key={key} as="div" variant="placeholder" state="loading" css={placeholderCard} />
          ))}
        </div>
      );
    } else if (history.points.length === 0) {
      body = <p css={muted}>{history.since === null ? emptyText : emptyRangeText}</p>;
    } else {
      const from = Date.parse(history.from);
      const to = Date.parse(history.to);
      const burns = history.burns.map((b) => ({ at: Date.parse(b.at), title: b.title }));
      const tableStep = historyTableStepMs(history.range, to - from);
      body = (
        <>
          {/* Each card and the table a boundary of its own: hydrating the server's markup (300
              table rows, three charts) takes several short tasks, not one long one. */}
          <div css={grid}>
            {TREND_SERIES.map(({ key, variant, format }) => (
              <Suspense key={key}>
                <TrendSeriesCard
                  title={titles[key]}
                  series={seriesOf(history.points, key)}
                  burns={burns}
                  range={history.range}
                  from={from}
                  to={to}
                  variant={variant}
                  format={format}
                  timeZone={zone}
                />
              </Suspense>
            ))}
          </div>
          <div css={foot}>
            <details css={disclosure}>
              <summary>{tableToggleLabel}</summary>
              <Suspense>
                <TrendTable
                  points={history.points}
                  stepMs={tableStep}
                  title={`${TABLE_STEP_TEXT.get(tableStep) ?? 'Figures'}, newest first (every sample is in the CSV)`}
                  burns={history.burns}
                  timeZone={zone}
                />
              </Suspense>
            </details>
            <TrendCsvLink range={history.range} />
          </div>
        </>
      );
    }

    return (
      <section ref={ref} css={section} aria-labelledby={headingId} aria-busy={state === 'loading'} {...rest}>
        <div css={head}>
          <div>
            <h2 id={headingId} css={heading}>
              {title}
            </h2>
            {since !== undefined && !Number.isNaN(since) ? (
              <p css={sinceCss}>
                Recorded by this server since{' '}
                <time dateTime={history?.since ?? undefined}>
                  {formatDateTime(since, locale, { dateStyle: 'medium', timeStyle: 'short' }, zone)}
                </time>
              </p>
            ) : null}
          </div>
          <TrendRangeTabs value={range} onValueChange={onRangeChange} panelId={panelId} idPrefix={tabsId} />
        </div>
        {stale ? <StaleMark lastSuccessAt={lastSuccessAt} /> : null}
        {history?.records && history.since ? (
          <TrendRecords records={history.records} since={history.since} timeZone={zone} />
        ) : null}
        <div css={panel} role="tabpanel" id={panelId} aria-labelledby={rangeTabId(tabsId, range)} aria-busy={busy}>
          {body}
        </div>
      </section>
    );
  },
);
TrendsSectionView.displayName = 'TrendsSectionView';
