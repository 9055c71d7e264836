'use client';

import { css } from '@emotion/react';
import { forwardRef, type HTMLAttributes } from 'react';
import { RELATIVE_TIME_TICK_MS } from '../../constants';
import { useBrand } from '../../config';
import { formatRelativeTime } from '../../format';
import { useNow } from '../../motion';
import { colors, fontSizes, radii, space, borderWidths, fontWeights, letterSpacings, lineHeights } from '../../theme';

/** Props of StaleMark: when the data on screen was received; any attribute of its `span`. */
export interface StaleMarkProps extends HTMLAttributes<HTMLSpanElement> {
  /** When the data on screen was received (ms since the epoch). */
  lastSuccessAt?: number;
  /**
   * Deprecated: renamed `lastSuccessAt` (CONTRIBUTING.md, "One vocabulary"); removed in the next minor version.
   * @deprecated Use `lastSuccessAt`.
   */
  since?: number;
  /** What failed, for the visible text; default 'last update failed'. */
  label?: string;
}

// Not a live region: the destructive toast announces the failure once; this badge is the
// lasting, visible mark on the block (docs/requirements.md §4.5), so it must not re-announce on polls.
const badge = css(`
  display: inline-flex;
  align-items: baseline;
  align-self: flex-start;
  gap: ${space[1]};
  max-width: 100%;
  padding: ${space.half} ${space[2]};
  border-radius: ${radii.sm};
  border: ${borderWidths.hairline} solid ${colors.loss};
  color: ${colors.loss};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
  letter-spacing: ${letterSpacings.xs};
  line-height: ${lineHeights.snug};
  overflow-wrap: anywhere;
`);

/** Marks a block whose last refresh failed: the data shown is the last good data (docs/requirements.md §4.5). */
export const StaleMark = forwardRef<HTMLSpanElement, StaleMarkProps>(function StaleMark(
  { lastSuccessAt, since, label = 'last update failed', ...rest },
  ref,
) {
  const { locale } = useBrand();
  // Ticks like the feed's times, so "data from 3 minutes ago" stays true while the page is open.
  const now = useNow(RELATIVE_TIME_TICK_MS);
  const receivedAt = lastSuccessAt ?? since;
  return (
    <span ref={ref} css={badge} data-testid="stale-mark" {...rest}>
      <span aria-hidden="true">⚠</span>
      <span>
        Stale — {label}
        {receivedAt !== undefined ? `, data from ${formatRelativeTime(receivedAt, now, locale)}` : null}
      </span>
    </span>
  );
});
StaleMark.displayName = 'StaleMark';
