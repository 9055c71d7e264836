'use client';

import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, fonts, fontSizes, radii, space, borderWidths, fontWeights, lineHeights } from '../../theme';
import { Card, CardBody, CardHeader, CardTitle } from '../Card';
import { STAT_VALUE_MAX_LINES, STAT_VALUE_TITLE_MIN_CHARS } from './sizes';
import { StaleMark } from '../StaleMark';
import { Tooltip } from '../Tooltip';

/** The colour of a card's value: gold, profit (green), loss (red) or neutral. */
export type StatTone = 'gold' | 'profit' | 'loss' | 'neutral';

/** Props of StatCard: a title and a value, with optional note, tone and stale mark. */
export interface StatCardProps {
  title: ReactNode;
  /** The figure, already formatted (wrap it in decoration such as GlitchText if you like). */
  value: ReactNode;
  /**
   * The value as plain text, for the native hover title when a very long value is clamped.
   * Default: `value` itself when it is a string.
   */
  valueText?: string;
  note?: ReactNode;
  tone?: StatTone;
  /** Slot for a decorative status word. */
  status?: ReactNode;
  /** A small decorative icon before the title (hidden from assistive tech). */
  icon?: ReactNode;
  /** An info note shown in a tooltip on an icon button. */
  tooltip?: string;
  /** The last refresh failed; the value is the last good one. */
  stale?: boolean;
  lastSuccessAt?: number;
  /** Stable handle for tests: `stat-value-${testId}`. */
  testId?: string;
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
export function StatCard({
  title,
  value,
  note,
  tone = 'gold',
  valueText,
  status,
  icon,
  tooltip,
  stale = false,
  lastSuccessAt,
  testId,
  children,
}: StatCardProps) {
  const plainValue = valueText ?? (typeof value === 'string' ? value : undefined);
  const longValue = plainValue !== undefined && plainValue.length >= STAT_VALUE_TITLE_MIN_CHARS;
  return (
    <Card state={stale ? 'stale' : 'ready'} data-testid={testId ? `stat-card-${testId}` : undefined}>
      <CardHeader>
        {icon ? (
          <span css={titleRow}>
            <span css={iconCss} aria-hidden="true">
              {icon}
            </span>
            <CardTitle>{title}</CardTitle>
          </span>
        ) : (
          <CardTitle>{title}</CardTitle>
        )}
        <span css={headRight}>
          {status}
          {tooltip ? (
            <Tooltip content={tooltip}>
              <button
                type="button"
                css={infoButton}
                aria-label={`About ${typeof title === 'string' ? title : 'this figure'}`}
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
          data-tone={tone}
          data-testid={testId ? `stat-value-${testId}` : undefined}
          title={longValue ? plainValue : undefined}
        >
          {value}
        </div>
        {children}
        {stale ? <StaleMark since={lastSuccessAt} /> : null}
        {note ? <p css={noteCss}>{note}</p> : null}
      </CardBody>
    </Card>
  );
}
