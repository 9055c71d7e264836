'use client';

import { css } from '@emotion/react';
import { forwardRef, type HTMLAttributes } from 'react';
import { useBrand } from '../../config';
import { formatRelativeTime } from '../../format';
import { colors, motion, mq, shadows, space, visuallyHidden, fontWeights, letterSpacings, radii } from '../../theme';
import { FRESHNESS_LINE } from './line';
import type { FreshnessStatus } from './freshnessStatus';

/** Props of Freshness: how fresh the figures are, when the oldest arrived, and the time now; any attribute of its `p`. */
export interface FreshnessProps extends HTMLAttributes<HTMLParagraphElement> {
  /** `fresh`, `ageing` or `stale` (a late poll or a failed refresh). */
  status: FreshnessStatus;
  /** When the oldest figures on screen were received (ms since the epoch); undefined before any. */
  lastSuccessAt?: number | undefined;
  /**
   * Deprecated: renamed `lastSuccessAt` (CONTRIBUTING.md, "One vocabulary"); removed in the next minor version.
   * @deprecated Use `lastSuccessAt`.
   */
  updatedAt?: number | undefined;
  /** The current time, for "updated 12 seconds ago". */
  now: number;
}

const line = css(`
  ${FRESHNESS_LINE}
  color: ${colors.textMuted};
  letter-spacing: ${letterSpacings['2xs']};
`);
const tone: Record<FreshnessStatus, string> = { fresh: colors.neon, ageing: colors.gold, stale: colors.loss };
const dot = (status: FreshnessStatus) =>
  css(`
    display: inline-block;
    vertical-align: middle;
    margin: 0 ${space[2]} ${space.half} 0;
    width: 7px;
    height: 7px;
    border-radius: ${radii.circle};
    background: ${tone[status]};
    ${status === 'fresh' ? `box-shadow: ${shadows.glowNeon};` : ''}
    ${mq.motionOk} {
      animation: ${status === 'fresh' ? `freshness-pulse ${motion.loopPulse} ${motion.easeInOut} infinite` : 'none'};
    }
    @keyframes freshness-pulse {
      50% {
        opacity: 0.4;
      }
    }
  `);
const label = (status: FreshnessStatus) =>
  css(`
    font-weight: ${fontWeights.bold};
    color: ${tone[status]};
  `);
const warning = css(`
  margin-right: ${space[1]};
  color: ${colors.loss};
`);

/**
 * How fresh the figures on screen are (docs/requirements.md §6.1): "Live · updated 12 seconds
 * ago", or a warning, "Data may be out of date: last update 4 minutes ago", when any endpoint's
 * data is too old or its last refresh failed. Only the status words form a polite live region,
 * so a screen reader hears the change between live and out of date once, never the age ticking.
 */
export const Freshness = forwardRef<HTMLParagraphElement, FreshnessProps>(function Freshness(
  { status, lastSuccessAt, updatedAt, now, ...rest },
  ref,
) {
  const { locale } = useBrand();
  const stale = status === 'stale';
  const receivedAt = lastSuccessAt ?? updatedAt;
  const age = receivedAt === undefined ? undefined : formatRelativeTime(receivedAt, now, locale);
  return (
    <p ref={ref} css={line} data-testid="freshness" data-status={status} {...rest}>
      {stale ? (
        <span css={warning} aria-hidden="true">
          ⚠
        </span>
      ) : (
        <span css={dot(status)} aria-hidden="true" />
      )}
      <span css={label(status)} role="status">
        {stale ? (
          'Data may be out of date'
        ) : (
          <>
            Live<span css={visuallyHidden}> data</span>
          </>
        )}
      </span>
      {age !== undefined && <span>{stale ? `: last update ${age}` : ` · updated ${age}`}</span>}
    </p>
  );
});
Freshness.displayName = 'Freshness';
