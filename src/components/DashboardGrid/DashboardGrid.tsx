'use client';

import { css } from '@emotion/react';
import { memo, type ReactNode } from 'react';
import { CURRENT_BALANCE_NOTE, HARD_CODED_PROFITS, BURN_CADENCE_DAYS } from '../../constants';
import { useBrand } from '../../config';
import type { DashboardSummary } from '../../data/types';
import { formatMoney } from '../../format';
import { space, visuallyHidden } from '../../theme';
import { CardGrid } from '../Card';
import { StatCard, type StatCardProps } from '../StatCard';

/** Props of DashboardGrid: the summary to show in the eight cards. */
export interface DashboardGridProps {
  summary: DashboardSummary;
  /** The Latest AI Trades card (connected in the page, presentational in stories). */
  tradesCard: ReactNode;
  /** The dashboard's last refresh failed; the figures are the last good ones. */
  stale?: boolean;
  lastSuccessAt?: number;
  /** Locale for the money figures; default the brand's locale. */
  locale?: string;
  /** Decorate a value (the page wraps figures in GlitchText); default shows it as is. */
  renderValue?: (text: string) => ReactNode;
  /** Decorative status word per card index. */
  renderStatus?: (index: number) => ReactNode;
}

const section = css(`
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
 * poll that changes one figure re-renders that card only, not its seven neighbours.
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

/** The grid of 8 cards (docs/requirements.md §3.3), in the required order. */
export function DashboardGrid({
  summary,
  tradesCard,
  stale = false,
  lastSuccessAt,
  locale: localeProp,
  renderValue = plain,
  renderStatus,
}: DashboardGridProps) {
  const brand = useBrand();
  const { productName } = brand;
  const locale = localeProp ?? brand.locale;
  const figure = { renderValue, renderStatus };
  const money = { ...figure, stale, lastSuccessAt };
  return (
    <section id="dashboard" css={section} aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading" css={visuallyHidden}>
        Pool dashboard
      </h2>
      <CardGrid>
        {tradesCard}
        <FigureCard
          title="Current Balance"
          text={formatMoney(summary.currentBalance, locale)}
          note={CURRENT_BALANCE_NOTE}
          testId="current-balance"
          statusIndex={1}
          {...money}
        />
        <FigureCard
          title="24h Profit"
          text={HARD_CODED_PROFITS.profit24h}
          renderValue={plain}
          tone="profit"
          testId="profit-24h"
          statusIndex={2}
          renderStatus={renderStatus}
        />
        <FigureCard
          title="Weekly Profit"
          text={HARD_CODED_PROFITS.profitWeekly}
          renderValue={plain}
          tone="profit"
          testId="profit-weekly"
          statusIndex={3}
          renderStatus={renderStatus}
        />
        <FigureCard
          title="Monthly Profit"
          text={HARD_CODED_PROFITS.profitMonthly}
          renderValue={plain}
          tone="profit"
          testId="profit-monthly"
          statusIndex={4}
          renderStatus={renderStatus}
        />
        <FigureCard
          title="Total Generated"
          text={formatMoney(summary.totalGenerated, locale)}
          note="All-time AI profits"
          testId="total-generated"
          statusIndex={5}
          {...money}
        />
        <FigureCard
          title="Smart Burn Pool"
          text={formatMoney(summary.burnPoolTotal, locale)}
          note="Available for burns"
          tooltip="Half of the AI's profits collect here until the next buy-back and burn."
          testId="burn-pool"
          statusIndex={6}
          {...money}
        />
        <FigureCard
          title={`${productName} Burned`}
          text={summary.tokensBurned}
          note={`Next burn in ${BURN_CADENCE_DAYS.min}-${BURN_CADENCE_DAYS.max} days`}
          tone="neutral"
          testId="tokens-burned"
          statusIndex={7}
          {...money}
        />
      </CardGrid>
    </section>
  );
}
