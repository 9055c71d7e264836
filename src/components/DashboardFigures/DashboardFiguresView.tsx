'use client';

import { css } from '@emotion/react';
import { forwardRef, memo, useId, type HTMLAttributes, type ReactNode } from 'react';
import { CURRENT_BALANCE_NOTE, HARD_CODED_PROFITS, BURN_CADENCE_DAYS, SKELETON_BLOCKS } from '../../constants';
import { useBrand } from '../../config';
import type { DashboardSummary } from '../../data/types';
import type { BlockStateProps } from '../../data/useBlockState';
import { formatMoney } from '../../format';
import { layout, space, visuallyHidden } from '../../theme';
import { Card, CardGrid } from '../Card';
import { BlockError } from '../ErrorPanel';
import { StatCard, type StatCardProps } from '../StatCard';

/** Props of DashboardFiguresView: the summary for the eight cards and the block's load state; any attribute of its `section`. */
export interface DashboardFiguresViewProps
  extends Partial<BlockStateProps>, Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The summary; undefined while loading or after a failed first load. */
  summary: DashboardSummary | undefined;
  /** The Latest AI Trades card: a block of its own (`LatestTradesCard`), always first. */
  tradesCard: ReactNode;
  /** Locale for the money figures; default the brand's locale. */
  locale?: string;
  /** Decorate a value (the page wraps figures in GlitchText); default shows it as is. */
  renderValue?: (text: string) => ReactNode;
  /** Decorative status word per card index. */
  renderStatus?: (index: number) => ReactNode;
  /** The section's heading, for screen readers only; default 'Pool dashboard'. */
  title?: string;
  /** The inline error's title; default 'Pool statistics could not be loaded'. */
  errorTitle?: string;
}

/** The cards of the grid that show the summary: all but the trades card. */
const SUMMARY_CARDS = SKELETON_BLOCKS - 1;

// A grid, so an inline error sits above the cards at the cards' own spacing.
const section = css(`
  display: grid;
  gap: ${layout.gridGap}px;
  scroll-margin-top: ${space[4]};
`);

const plain = (text: string) => text;

interface FigureCardProps extends Omit<StatCardProps, 'value' | 'valueText' | 'status'> {
  /** The figure as text; `renderValue` decorates it. */
  text: string;
  renderValue: (text: string) => ReactNode;
  statusIndex: number;
  renderStatus?: (index: number) => ReactNode;
}

/**
 * One card, memoised on plain props: the value and status elements are made inside, so a
 * poll that changes one figure re-renders that card only, not its six neighbours (the bench's
 * render counts check it: docs/measurements.md).
 */
const FigureCard = memo(function FigureCard({
  text,
  renderValue,
  statusIndex,
  renderStatus,
  ...card
}: FigureCardProps) {
  return <StatCard {...card} value={renderValue(text)} valueText={text} status={renderStatus?.(statusIndex)} />;
});

/**
 * The grid of 8 cards (docs/requirements.md §3.3) in the required order, presentational: the
 * trades card first, then the summary's figures; placeholders while the summary loads, an
 * inline error with Retry when its first load failed (docs/requirements.md §4.4), stale marks
 * on the summary's figures after a failed refresh (§4.5). `DashboardFigures` is the
 * connected block.
 */
export const DashboardFiguresView = forwardRef<HTMLElement, DashboardFiguresViewProps>(function DashboardFiguresView(
  {
    summary,
    state = summary ? 'ready' : 'loading',
    error,
    onRetry,
    retrying,
    tradesCard,
    stale,
    lastSuccessAt,
    locale,
    renderValue,
    renderStatus,
    title = 'Pool dashboard',
    errorTitle = 'Pool statistics could not be loaded',
    ...rest
  },
  ref,
) {
  const headingId = useId();
  const shown = state === 'ready' && !summary ? 'loading' : state;
  const figures = { stale, lastSuccessAt, locale, renderValue, renderStatus };
  return (
    <section ref={ref} css={section} aria-labelledby={headingId} aria-busy={shown === 'loading' || undefined} {...rest}>
      <h2 id={headingId} css={visuallyHidden}>
        {title}
      </h2>
      {shown === 'error' ? <BlockError title={errorTitle} error={error} onRetry={onRetry} retrying={retrying} /> : null}
      <CardGrid>
        {tradesCard}
        {shown === 'ready' && summary ? (
          <SummaryCards summary={summary} {...figures} />
        ) : shown === 'loading' ? (
          Array.from({ length: SUMMARY_CARDS }, (_, i) => (
            <Card key={i} as="div" variant="placeholder" data-part="placeholder" />
          ))
        ) : null}
      </CardGrid>
    </section>
  );
});
DashboardFiguresView.displayName = 'DashboardFiguresView';

/** The three profit cards: fixed texts, as required (docs/requirements.md §3.3), never the summary's. */
const PROFIT_CARDS = [
  { title: '24h Profit', text: HARD_CODED_PROFITS.profit24h },
  { title: 'Weekly Profit', text: HARD_CODED_PROFITS.profitWeekly },
  { title: 'Monthly Profit', text: HARD_CODED_PROFITS.profitMonthly },
] as const;

type SummaryCardsProps = Pick<
  DashboardFiguresViewProps,
  'stale' | 'lastSuccessAt' | 'locale' | 'renderValue' | 'renderStatus'
> & { summary: DashboardSummary };

/** The seven cards fed by the summary, after the trades card. */
function SummaryCards({
  summary,
  stale = false,
  lastSuccessAt,
  locale: localeProp,
  renderValue = plain,
  renderStatus,
}: SummaryCardsProps) {
  const brand = useBrand();
  const { productName } = brand;
  const locale = localeProp ?? brand.locale;
  const figure = { renderValue, renderStatus };
  const money = { ...figure, stale, lastSuccessAt };
  return (
    <>
      <FigureCard
        title="Current Balance"
        text={formatMoney(summary.currentBalance, locale)}
        note={CURRENT_BALANCE_NOTE}
        statusIndex={1}
        {...money}
      />
      {PROFIT_CARDS.map((card, i) => (
        <FigureCard
          key={card.title}
          {...card}
          renderValue={plain}
          variant="profit"
          statusIndex={2 + i}
          renderStatus={renderStatus}
        />
      ))}
      <FigureCard
        title="Total Generated"
        text={formatMoney(summary.totalGenerated, locale)}
        note="All-time AI profits"
        statusIndex={5}
        {...money}
      />
      <FigureCard
        title="Smart Burn Pool"
        text={formatMoney(summary.burnPoolTotal, locale)}
        note="Available for burns"
        tooltip="Half of the AI's profits collect here until the next buy-back and burn."
        statusIndex={6}
        {...money}
      />
      <FigureCard
        title={`${productName} Burned`}
        text={summary.tokensBurned}
        note={`Next burn in ${BURN_CADENCE_DAYS.min}-${BURN_CADENCE_DAYS.max} days`}
        variant="neutral"
        statusIndex={7}
        {...money}
      />
    </>
  );
}

/** @deprecated Renamed `DashboardFiguresView` (CONTRIBUTING.md, naming rule); removed in the next major version. */
export const DashboardGrid = DashboardFiguresView;
/** @deprecated Renamed `DashboardFiguresViewProps`; removed in the next major version. */
export type DashboardGridProps = DashboardFiguresViewProps;
