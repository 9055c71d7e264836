'use client';

import { css } from '@emotion/react';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import {
  AI_TRADING_EXPERIENCE_YEARS,
  BURN_CADENCE_DAYS,
  BURN_SHARE_PERCENT,
  REINVEST_SHARE_PERCENT,
  TRANSACTION_TAX_PERCENT,
} from '../../constants';
import { useBrand } from '../../config';
import {
  bareList,
  colors,
  fonts,
  fontSizes,
  mq,
  radii,
  shadows,
  space,
  borderWidths,
  fontWeights,
  letterSpacings,
} from '../../theme';

const STEPS = [
  {
    title: `${TRANSACTION_TAX_PERCENT}% Transaction Tax`,
    text: `Every buy or sell carries a ${TRANSACTION_TAX_PERCENT}% tax that funds the AI trading system.`,
  },
  {
    title: 'AI Gold Trading',
    text: `The AI, with ${AI_TRADING_EXPERIENCE_YEARS}+ years of experience trading gold, trades the pool around the clock.`,
  },
  {
    title: `${REINVEST_SHARE_PERCENT}% Reinvestment`,
    text: `${REINVEST_SHARE_PERCENT}% of the AI's profits are reinvested to grow the trading pool.`,
  },
  {
    title: 'Token Burns',
    text: `The other ${BURN_SHARE_PERCENT}% buys and burns the token every ${BURN_CADENCE_DAYS.min}-${BURN_CADENCE_DAYS.max} days, to reduce supply.`,
  },
] as const;

const HIGHLIGHTS = [
  { big: `${AI_TRADING_EXPERIENCE_YEARS}+ Years`, label: 'AI Trading Experience' },
  { big: 'Deflationary', label: 'Regular Token Burns' },
  { big: 'Transparent', label: 'Live Dashboard Updates' },
] as const;

const section = css(`
  display: grid;
  gap: ${space[6]};
  scroll-margin-top: ${space[4]};
`);
const heading = css(`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${fontSizes['2xl']};
  letter-spacing: ${letterSpacings.md};
  color: ${colors.gold};
  text-align: center;
  overflow-wrap: anywhere;
`);
const steps = css(`
  display: grid;
  gap: ${space[4]};
  counter-reset: step;
  scroll-margin-top: ${space[4]};
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`);
const step = css(`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${space[2]};
  padding: ${space[5]};
  padding-top: ${space[7]};
  border-radius: ${radii.lg};
  border: ${borderWidths.hairline} solid ${colors.border};
  background: ${colors.surface};
  counter-increment: step;
  &::before {
    content: counter(step, decimal-leading-zero);
    position: absolute;
    top: ${space[4]};
    left: ${space[5]};
    font-family: ${fonts.mono};
    font-size: ${fontSizes.sm};
    color: ${colors.neon};
  }
`);
const stepTitle = css(`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${fontSizes.md};
  color: ${colors.text};
`);
const stepText = css(`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`);
const highlights = css(`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  ${mq.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`);
const highlight = css(`
  display: grid;
  gap: ${space[1]};
  padding: ${space[5]};
  border-radius: ${radii.lg};
  background: linear-gradient(160deg, ${colors.surfaceRaised}, ${colors.surface});
  box-shadow: ${shadows.card};
  text-align: center;
`);
const big = css(`
  margin: 0;
  font-family: ${fonts.display};
  font-weight: ${fontWeights.heavy};
  font-size: ${fontSizes.xl};
  color: ${colors.gold};
`);
const label = css(`
  margin: 0;
  color: ${colors.text};
`);

/** Props of HowItWorks: the heading, the ids of the section and of the steps; any attribute of its `section`. */
export interface HowItWorksProps extends HTMLAttributes<HTMLElement> {
  /** The section's heading; default 'How {product} Works'. */
  heading?: ReactNode;
  /** The id of the list of steps, the target of a '#tokenomics' link (the page passes 'tokenomics'); default none. */
  stepsId?: string;
  /** The accessible name of the list of steps; default 'Tokenomics'. */
  stepsLabel?: string;
}

/**
 * 'How {product} Works': the four tokenomics steps and three highlights (docs/requirements.md
 * §3.5). The page gives it `id="about"` and `stepsId="tokenomics"` for its anchors.
 */
export const HowItWorks = forwardRef<HTMLElement, HowItWorksProps>(function HowItWorks(
  { heading: headingText, stepsId, stepsLabel = 'Tokenomics', ...rest },
  ref,
) {
  const { productName } = useBrand();
  const headingId = useId();
  return (
    <section ref={ref} css={section} aria-labelledby={headingId} {...rest}>
      <h2 id={headingId} css={heading}>
        {headingText ?? `How ${productName} Works`}
      </h2>
      <ol id={stepsId} css={[bareList, steps]} aria-label={stepsLabel}>
        {STEPS.map((s) => (
          <li key={s.title} css={step}>
            <h3 css={stepTitle}>{s.title}</h3>
            <p css={stepText}>{s.text}</p>
          </li>
        ))}
      </ol>
      <dl css={highlights}>
        {HIGHLIGHTS.map((h) => (
          <div key={h.label} css={highlight}>
            <dt css={big}>{h.big}</dt>
            <dd css={label}>{h.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});
HowItWorks.displayName = 'HowItWorks';
