'use client';

import { css } from '@emotion/react';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { colors, fonts, fontSizes, radii, space, borderWidths, fontWeights, lineHeights } from '../../theme';
import { Card, CardBody, CardHeader, CardTitle } from '../Card';
import { STAT_VALUE_MAX_LINES, STAT_VALUE_TITLE_MIN_CHARS } from './sizes';
import { StaleMark } from '../StaleMark';
import { Tooltip } from '../Tooltip';

/** The colour of a card's value: gold, profit (green), loss (red) or neutral. */
export type StatVariant = 'gold' | 'profit' | 'loss' | 'neutral';

/** @deprecated Renamed `StatVariant` (CONTRIBUTING.md, "One vocabulary"); removed in the next minor version. */
export type StatTone = StatVariant;

/** Props of StatCard: a title and a value, with optional note, variant and stale mark; any attribute of its `article`. */
export interface StatCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading; it also names the card (`article`) for assistive tech. */
  title: ReactNode;
  /** The figure, already formatted (wrap it in decoration such as GlitchText if you like). */
  value: ReactNode;
  /**
   * The value as plain text, for the native hover title when a very long value is clamped.
   * Default: `value` itself when it is a string.
   */
  valueText?: string;
  /** A line at the card's foot ('Updated 2 min ago'). */
  note?: ReactNode;
  /**
   * The value's colour.
   * @default gold
   */
  variant?: StatVariant;
  /**
   * Deprecated: renamed `variant`; removed in the next minor version.
   * @deprecated Use `variant`.
   */
  tone?: StatVariant;
  /** Slot for a decorative status word. */
  status?: ReactNode;
  /** A small decorative icon before the title (hidden from assistive tech). */
  icon?: ReactNode;
  /** An info note shown in a tooltip on an icon button. */
  tooltip?: string;
  /** The info button's accessible name; default `About {title}` ('About this figure' when the title is not text). */
  tooltipLabel?: string;
  /** The last refresh failed; the value is the last good one. */
  stale?: boolean;
  /** When the data on screen was received (ms since the epoch), for the stale mark. */
  lastSuccessAt?: number;
  /**
   * Deprecated: tests find a card by its name (`getByRole('article', { name })`); this sets
   * `data-testid` `stat-card-{testId}` on the card and `stat-value-{testId}` on the value until
   * the next minor version.
   * @deprecated Find the card by its name.
   */
  testId?: string;
  /** More content under the value. */
  children?: ReactNode;
}

// Values wrap anywhere (a 30-digit figure has no spaces) and stop after a few lines, so a
// 10 000-character answer cannot stretch the card down the page; the DOM keeps the full text.
const valueCss = css(`
  margin: 0;
  font-family: ${fonts.mono};
  font-variant-numeric: tabular-nums;
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.medium};
  line-height: ${lineHeights.value};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${STAT_VALUE_MAX_LINES};
  /* The hard stop for content line-clamp cannot count (an inline-block such as GlitchText). */
  max-height: calc(${lineHeights.value} * ${STAT_VALUE_MAX_LINES}em);
  overflow: hidden;
  color: ${colors.gold};
  &[data-tone='profit'] {
    color: ${colors.profit};
  }
  &[data-tone='loss'] {
    color: ${colors.loss};
  }
  &[data-tone='neutral'] {
    color: ${colors.text};
  }
`);
const noteCss = css(`
  margin: auto 0 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`);
const titleRow = css(`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-width: 0;
`);
const iconCss = css(`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 20px;
  color: ${colors.gold};
  & > svg {
    width: 100%;
    height: 100%;
  }
`);
const infoButton = css(`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border-radius: ${radii.round};
  border: ${borderWidths.hairline} solid ${colors.border};
  background: transparent;
  color: ${colors.textMuted};
  font: ${fontWeights.bold} ${fontSizes.xs}/${lineHeights.none} ${fonts.body};
  cursor: help;
  &:hover {
    color: ${colors.gold};
    border-color: ${colors.gold};
  }
`);
const headRight = css(`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
`);

/** One card of the dashboard grid: title, a figure in tabular mono, a note. */
export const StatCard = forwardRef<HTMLElement, StatCardProps>(function StatCard(
  {
    title,
    value,
    note,
    variant,
    tone,
    valueText,
    status,
    icon,
    tooltip,
    tooltipLabel,
    stale = false,
    lastSuccessAt,
    testId,
    children,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const plainValue = valueText ?? (typeof value === 'string' ? value : undefined);
  const longValue = plainValue !== undefined && plainValue.length >= STAT_VALUE_TITLE_MIN_CHARS;
  return (
    <Card
      ref={ref}
      state={stale ? 'stale' : 'ready'}
      aria-labelledby={titleId}
      data-testid={testId ? `stat-card-${testId}` : undefined}
      {...rest}
    >
      <CardHeader>
        {icon ? (
          <span css={titleRow}>
            <span css={iconCss} aria-hidden="true">
              {icon}
            </span>
            <CardTitle id={titleId}>{title}</CardTitle>
          </span>
        ) : (
          <CardTitle id={titleId}>{title}</CardTitle>
        )}
        <span css={headRight}>
          {status}
          {tooltip ? (
            <Tooltip content={tooltip}>
              <button
                type="button"
                css={infoButton}
                aria-label={tooltipLabel ?? `About ${typeof title === 'string' ? title : 'this figure'}`}
              >
                i
              </button>
            </Tooltip>
          ) : null}
        </span>
      </CardHeader>
      <CardBody>
        <div
          css={valueCss}
          data-part="value"
          data-tone={variant ?? tone ?? 'gold'}
          data-testid={testId ? `stat-value-${testId}` : undefined}
          title={longValue ? plainValue : undefined}
        >
          {value}
        </div>
        {children}
        {stale ? <StaleMark lastSuccessAt={lastSuccessAt} /> : null}
        {note ? <p css={noteCss}>{note}</p> : null}
      </CardBody>
    </Card>
  );
});
StatCard.displayName = 'StatCard';
