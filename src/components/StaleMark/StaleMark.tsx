import { css } from '@emotion/react';
import { useBrand } from '../../config';
import { formatRelativeTime } from '../../format';
import { useMotion } from '../../motion';
import { colors, fontSizes, radii, space } from '../../theme';

export interface StaleMarkProps {
  /** When the data on screen was received. */
  since?: number;
  /** What failed, for the visible text; default 'last update failed'. */
  label?: string;
}

const badge = css(`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  padding: 2px ${space[2]};
  border-radius: ${radii.round};
  border: 1px solid ${colors.loss};
  color: ${colors.loss};
  font-size: ${fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.03em;
  white-space: nowrap;
`);

/** Marks a block whose last refresh failed: the data shown is the last good data (DESIGN decision 4). */
export function StaleMark({ since, label = 'last update failed' }: StaleMarkProps) {
  const { locale } = useBrand();
  const { now } = useMotion();
  return (
    <span css={badge} data-testid="stale-mark">
      <span aria-hidden="true">⚠</span>
      Stale — {label}
      {since !== undefined ? `, data from ${formatRelativeTime(since, now(), locale)}` : null}
    </span>
  );
}
