import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, fonts, fontSizes, layout, radii, shadows, space } from '../../theme';
import { StaleMark } from '../StaleMark';
import { Tooltip } from '../Tooltip';

export type StatTone = 'gold' | 'profit' | 'loss' | 'neutral';

export interface StatCardProps {
  title: ReactNode;
  /** The figure (already formatted) or richer content such as a trade list. */
  value: ReactNode;
  note?: ReactNode;
  tone?: StatTone;
  /** Slot for a decorative status word. */
  status?: ReactNode;
  /** An info note shown in a tooltip on an icon button. */
  tooltip?: string;
  /** The last refresh failed; the value is the last good one. */
  stale?: boolean;
  lastSuccessAt?: number;
  /** Stable handle for tests: `stat-value-${testId}`. */
  testId?: string;
  children?: ReactNode;
}

export const cardCss = css(`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  min-height: ${layout.cardMinHeight}px;
  min-width: 0;
  padding: ${space[5]};
  border-radius: ${radii.lg};
  background: linear-gradient(160deg, ${colors.surfaceRaised} 0%, ${colors.surface} 60%);
  box-shadow: ${shadows.card};
  overflow: hidden;
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto 0;
    height: 2px;
    background: linear-gradient(90deg, transparent, ${colors.goldDeep}, transparent);
  }
  &[data-stale='true'] {
    box-shadow: 0 0 0 1px ${colors.loss}, 0 8px 24px rgba(0, 0, 0, 0.45);
  }
`);
const head = css(`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  min-height: 24px;
`);
export const cardTitleCss = css(`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`);
const valueCss = css(`
  margin: 0;
  font-family: ${fonts.mono};
  font-variant-numeric: tabular-nums;
  font-size: ${fontSizes.xl};
  font-weight: 500;
  line-height: 1.25;
  overflow-wrap: anywhere;
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
`);
const infoButton = css(`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border-radius: ${radii.round};
  border: 1px solid ${colors.border};
  background: transparent;
  color: ${colors.textMuted};
  font: 700 12px/1 ${fonts.body};
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
  status,
  tooltip,
  stale = false,
  lastSuccessAt,
  testId,
  children,
}: StatCardProps) {
  return (
    <article css={cardCss} data-stale={stale} data-testid={testId ? `stat-card-${testId}` : undefined}>
      <div css={head}>
        <h3 css={cardTitleCss}>{title}</h3>
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
      </div>
      <div css={valueCss} data-tone={tone} data-testid={testId ? `stat-value-${testId}` : undefined}>
        {value}
      </div>
      {children}
      {stale ? <StaleMark since={lastSuccessAt} /> : null}
      {note ? <p css={noteCss}>{note}</p> : null}
    </article>
  );
}
