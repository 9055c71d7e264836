'use client';

import { css } from '@emotion/react';
import { colors, fonts, fontSizes, radii, space, borderWidths, fontWeights, letterSpacings } from '../../theme';

/** Props of ErrorPanel: the message of a failed load and its Retry action. */
export interface ErrorPanelProps {
  /** Headline; default 'Something went wrong'. */
  title?: string;
  /** The error message, e.g. '500: Internal Server Error'. */
  message: string;
  onRetry?: () => void;
  /** A retry is under way: the button says so and is disabled. */
  retrying?: boolean;
  /** A smaller version for inside a card or the feed. */
  compact?: boolean;
}

const panel = css(`
  display: grid;
  gap: ${space[3]};
  justify-items: start;
  padding: ${space[6]};
  border-radius: ${radii.lg};
  border: ${borderWidths.hairline} solid ${colors.loss};
  background: ${colors.surface};
  &[data-compact='true'] {
    padding: ${space[3]};
    border-radius: ${radii.md};
    gap: ${space[2]};
  }
`);
const heading = css(`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${fontSizes.lg};
  color: ${colors.text};
  [data-compact='true'] > & {
    font-size: ${fontSizes.sm};
  }
`);
const messageCss = css(`
  margin: 0;
  font-family: ${fonts.mono};
  font-size: ${fontSizes.sm};
  color: ${colors.loss};
  overflow-wrap: anywhere;
`);
const button = css(`
  min-height: 40px;
  padding: ${space[2]} ${space[5]};
  border-radius: ${radii.round};
  border: ${borderWidths.hairline} solid ${colors.gold};
  background: transparent;
  color: ${colors.gold};
  font-family: ${fonts.display};
  font-weight: ${fontWeights.semibold};
  letter-spacing: ${letterSpacings.md};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${colors.gold};
    color: ${colors.background};
  }
  &:disabled {
    cursor: progress;
  }
`);

/** A failed load: what failed, the message, and Retry (docs/requirements.md §4.3, §4.4). */
export function ErrorPanel({
  title = 'Something went wrong',
  message,
  onRetry,
  retrying = false,
  compact = false,
}: ErrorPanelProps) {
  return (
    <div role="alert" css={panel} data-compact={compact}>
      <p css={heading}>{title}</p>
      <p css={messageCss}>{message}</p>
      {onRetry ? (
        <button type="button" css={button} onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      ) : null}
    </div>
  );
}
