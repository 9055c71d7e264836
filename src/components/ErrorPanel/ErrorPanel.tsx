'use client';

import { css } from '@emotion/react';
import { forwardRef, type HTMLAttributes } from 'react';
import { colors, fonts, fontSizes, radii, space, borderWidths, fontWeights, letterSpacings } from '../../theme';

/** How much room an ErrorPanel takes: `md` for a page, `sm` inside a card or the feed. */
export type ErrorPanelSize = 'md' | 'sm';

/** Props of ErrorPanel: the message of a failed load and its Retry action; any attribute of its `div`. */
export interface ErrorPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Headline; default 'Something went wrong'. */
  title?: string;
  /** The error message, e.g. '500: Internal Server Error'. */
  message: string;
  /** Asks again; without it there is no button. */
  onRetry?: () => void;
  /** A retry is under way: the button says so and is disabled. */
  retrying?: boolean;
  /** The button's text; default 'Retry'. */
  retryLabel?: string;
  /** The button's text while a retry runs; default 'Retrying…'. */
  retryingLabel?: string;
  /** `md` (default) for a page, `sm` inside a card or the feed. */
  size?: ErrorPanelSize;
  /**
   * Deprecated: use `size="sm"`; removed in the next minor version.
   * @deprecated Use `size`.
   */
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
export const ErrorPanel = forwardRef<HTMLDivElement, ErrorPanelProps>(function ErrorPanel(
  {
    title = 'Something went wrong',
    message,
    onRetry,
    retrying = false,
    retryLabel = 'Retry',
    retryingLabel = 'Retrying…',
    size,
    compact,
    ...rest
  },
  ref,
) {
  const shown = size ?? (compact ? 'sm' : 'md');
  return (
    <div ref={ref} role="alert" css={panel} data-size={shown} data-compact={shown === 'sm'} {...rest}>
      <p css={heading}>{title}</p>
      <p css={messageCss}>{message}</p>
      {onRetry ? (
        <button type="button" css={button} onClick={onRetry} disabled={retrying}>
          {retrying ? retryingLabel : retryLabel}
        </button>
      ) : null}
    </div>
  );
});
ErrorPanel.displayName = 'ErrorPanel';
