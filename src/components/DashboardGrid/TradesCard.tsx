'use client';

import { css } from '@emotion/react';
import { LATEST_TRADES_SHOWN } from '../../constants';
import { useBrand } from '../../config';
import type { Trade } from '../../data/types';
import { formatSignedMoney, profitTone } from '../../format';
import { colors, fonts, fontSizes, space } from '../../theme';
import { Card, CardBody, CardHeader, CardTitle } from '../Card';
import { ErrorPanel } from '../ErrorPanel';
import { StaleMark } from '../StaleMark';

/** Props of TradesCard: the trades and the load state to show. */
export interface TradesCardProps {
  /** All trades, newest first; the first three are shown. */
  trades: readonly Trade[] | undefined;
  state: 'ready' | 'loading' | 'error';
  /** The failed first load's message. */
  error?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** The last refresh failed; the trades shown are the last good ones. */
  stale?: boolean;
  lastSuccessAt?: number;
  /** Slot for a decorative status word. */
  status?: React.ReactNode;
}

const list = css(`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`);
const row = css(`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space[3]};
  min-width: 0;
  font-family: ${fonts.mono};
  font-variant-numeric: tabular-nums;
  font-size: ${fontSizes.sm};
`);
// The pair takes the room the profit leaves (at least a few characters, then an ellipsis);
// an absurd profit such as 1e21 wraps inside the card instead of being cut off at its edge.
const pair = css(`
  flex: 1 1 0;
  min-width: 5ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${colors.text};
`);
const profit = css(`
  flex: 0 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
  text-align: right;
  font-weight: 500;
  &[data-tone='profit'] {
    color: ${colors.profit};
  }
  &[data-tone='loss'] {
    color: ${colors.loss};
  }
`);
const muted = css(`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`);
const placeholderRow = css(`
  height: 1.2em;
  border-radius: 4px;
  background: ${colors.skeleton};
`);

/** Latest AI Trades: the first three trades, pair and signed profit, green above 0 else red. */
export function TradesCard({
  trades,
  state,
  error,
  onRetry,
  retrying,
  stale = false,
  lastSuccessAt,
  status,
}: TradesCardProps) {
  const { locale } = useBrand();
  const shown = (trades ?? []).slice(0, LATEST_TRADES_SHOWN);
  return (
    <Card state={state === 'loading' ? 'loading' : stale ? 'stale' : 'ready'} data-testid="latest-trades">
      <CardHeader>
        <CardTitle>Latest AI Trades</CardTitle>
        {status}
      </CardHeader>
      <CardBody>
        {state === 'error' ? (
          <ErrorPanel
            compact
            title="Trades could not be loaded"
            message={error ?? 'Unknown error'}
            onRetry={onRetry}
            retrying={retrying}
          />
        ) : state === 'loading' ? (
          <ul css={list} aria-label="Loading trades">
            {Array.from({ length: LATEST_TRADES_SHOWN }, (_, i) => (
              <li key={i} css={placeholderRow} />
            ))}
          </ul>
        ) : shown.length === 0 ? (
          <p css={muted}>No trades yet</p>
        ) : (
          <ul css={list}>
            {shown.map((t, i) => (
              <li key={i} css={row}>
                <span css={pair} title={t.pair} data-testid="trade-pair">
                  {t.pair}
                </span>
                <span css={profit} data-tone={profitTone(t.profit)} data-testid="trade-profit">
                  {formatSignedMoney(t.profit, locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {stale ? <StaleMark since={lastSuccessAt} /> : null}
      </CardBody>
    </Card>
  );
}
