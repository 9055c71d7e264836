import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { CURRENT_BALANCE_NOTE, HARD_CODED_PROFITS, BURN_CADENCE_DAYS } from '../../constants';
import { useBrand } from '../../config';
import type { DashboardSummary } from '../../data/types';
import { formatMoney } from '../../format';
import { layout, mq, space, visuallyHidden } from '../../theme';
import { StatCard } from '../StatCard';

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

export const gridCss = css(`
  display: grid;
  gap: ${layout.gridGap}px;
  grid-template-columns: minmax(0, 1fr);
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`);
const section = css(`
  scroll-margin-top: ${space[4]};
`);

const plain = (text: string) => text;

/** The grid of 8 cards (spec section 2, item 3), in the spec's order. */
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
  // Each figure as its text (for the clamped card's hover title) and as rendered.
  const figure = (text: string) => ({ value: renderValue(text), valueText: text });
  const money = (n: number) => figure(formatMoney(n, locale));
  const common = { stale, lastSuccessAt };
  return (
    <section id="dashboard" css={section} aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading" css={visuallyHidden}>
        Pool dashboard
      </h2>
      <div css={gridCss}>
        {tradesCard}
        <StatCard
          title="Current Balance"
          {...money(summary.currentBalance)}
          note={CURRENT_BALANCE_NOTE}
          testId="current-balance"
          status={renderStatus?.(1)}
          {...common}
        />
        <StatCard
          title="24h Profit"
          value={HARD_CODED_PROFITS.profit24h}
          tone="profit"
          testId="profit-24h"
          status={renderStatus?.(2)}
        />
        <StatCard
          title="Weekly Profit"
          value={HARD_CODED_PROFITS.profitWeekly}
          tone="profit"
          testId="profit-weekly"
          status={renderStatus?.(3)}
        />
        <StatCard
          title="Monthly Profit"
          value={HARD_CODED_PROFITS.profitMonthly}
          tone="profit"
          testId="profit-monthly"
          status={renderStatus?.(4)}
        />
        <StatCard
          title="Total Generated"
          {...money(summary.totalGenerated)}
          note="All-time AI profits"
          testId="total-generated"
          status={renderStatus?.(5)}
          {...common}
        />
        <StatCard
          title="Smart Burn Pool"
          {...money(summary.burnPoolTotal)}
          note="Available for burns"
          tooltip="Half of the AI's profits collect here until the next buy-back and burn."
          testId="burn-pool"
          status={renderStatus?.(6)}
          {...common}
        />
        <StatCard
          title={`${productName} Burned`}
          {...figure(summary.tokensBurned)}
          note={`Next burn in ${BURN_CADENCE_DAYS.min}-${BURN_CADENCE_DAYS.max} days`}
          tone="neutral"
          testId="tokens-burned"
          status={renderStatus?.(7)}
          {...common}
        />
      </div>
    </section>
  );
}
