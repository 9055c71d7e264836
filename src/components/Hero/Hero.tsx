'use client';

import { css } from '@emotion/react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import {
  alpha,
  colors,
  fonts,
  fontSizes,
  heroColumn,
  liveDot,
  motion,
  mq,
  radii,
  space,
  borderWidths,
  fontWeights,
  letterSpacings,
} from '../../theme';
import { Typewriter } from '../Typewriter';

/** Props of Hero: the heading's typewriter, the texts and a status slot; any attribute of its `section`. */
export interface HeroProps extends HTMLAttributes<HTMLElement> {
  /** Pass a fixed typewriter time (stories); default animates. */
  typewriterAt?: number;
  /** The typewriter's phrases; default 'SMART TRADING POOL' and its Japanese form. */
  phrases?: readonly string[];
  /** The line under the heading; default 'AI-Powered Gold Trading & Token Burning System'. */
  subtitle?: ReactNode;
  /** The live badge's text; default 'System Active • Trading Live'. */
  badge?: ReactNode;
  /** Under the live badge: how fresh the figures are (the page passes LiveFreshness). */
  status?: ReactNode;
}

// The hero's loops (the typewriter, the live and freshness pulses) run only while some of it is
// on screen: a view timeline sets --sb-loops to running while the hero crosses the viewport, and
// outside it falls back to paused, with no script watching the scroll: loops off screen only
// cost the phone's main thread. Where view timelines are missing (@supports), the loops always run.
const hero = css(`
  position: relative;
  text-align: center;
  @supports (animation-timeline: view()) {
    --sb-loops: paused;
    animation: sb-in-view;
    animation-timeline: view();
    & * {
      animation-play-state: var(--sb-loops) !important;
    }
  }
  @keyframes sb-in-view {
    from,
    to {
      --sb-loops: running;
    }
  }
`);
// The heading's size follows the viewport so each phrase fits one line; it is kept there while the
// brand faces are still on their way, so their arrival moves nothing below it.
const heading = css(`
  white-space: nowrap;
`);
const subtitle = css(`
  margin: 0;
  max-width: 36ch;
  font-size: ${fontSizes.lg};
  color: ${colors.text};
`);
const badge = css(`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[2]} ${space[4]};
  border-radius: ${radii.round};
  border: ${borderWidths.hairline} solid ${alpha.neon45};
  background: ${alpha.neon8};
  color: ${colors.neon};
  font-family: ${fonts.display};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.semibold};
  letter-spacing: ${letterSpacings['2xl']};
  text-transform: uppercase;
`);
const pulse = css(`
  ${mq.motionOk} {
    animation: live-pulse ${motion.loopPulse} ${motion.easeInOut} infinite;
  }
  @keyframes live-pulse {
    50% {
      opacity: 0.35;
    }
  }
`);

/** The hero: the typewriter as the page heading, the subtitle and the live badge. */
export const Hero = forwardRef<HTMLElement, HeroProps>(function Hero(
  {
    typewriterAt,
    phrases,
    subtitle: subtitleText = 'AI-Powered Gold Trading & Token Burning System',
    badge: badgeText = 'System Active • Trading Live',
    status,
    ...rest
  },
  ref,
) {
  return (
    <section ref={ref} css={[heroColumn, hero]} {...rest}>
      <Typewriter as="h1" css={heading} at={typewriterAt} phrases={phrases} />
      <p css={subtitle}>{subtitleText}</p>
      <p css={badge}>
        <span css={[liveDot, pulse]} aria-hidden="true" />
        {badgeText}
      </p>
      {status}
    </section>
  );
});
Hero.displayName = 'Hero';
