'use client';

import { css } from '@emotion/react';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { LATEST_TRADES_SHOWN } from '../../constants';
import { useBrand } from '../../config';
import type { Trade } from '../../data/types';
import { splitBlockState, type BlockStateProps } from '../../data/useBlockState';
import { formatSignedMoney, profitTone } from '../../format';
import { colors, fonts, fontSizes, spreadRow, stackList, fontWeights, radii } from '../../theme';
import { Card, CardBody, CardHeader, CardTitle } from '../Card';
import { BlockError } from '../ErrorPanel';
import { StaleMark } from '../StaleMark';

/** Props of LatestTradesCardView: the trades and the block's load state to show; any attribute of its `article`. */
export interface LatestTradesCardViewProps
  extends BlockStateProps, Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** All trades, newest first; the first three are shown. */
  trades: readonly Trade[] | undefined;
  /** Slot for a decorative status word. */
  status?: ReactNode;
  /** The card's heading; default 'Latest AI Trades'. */
  title?: ReactNode;
  /** The text with no trades; default 'No trades yet'. */
  emptyText?: ReactNode;
  /** The inline error's title; default 'Trades could not be loaded'. */
  errorTitle?: string;
}

const row = css(`
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
  font-weight: ${fontWeights.medium};
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
  border-radius: ${radii.xs};
  background: ${colors.skeleton};
`);

/**
 * Latest AI Trades (docs/requirements.md §3.4), presentational: the first three trades, pair
 * and signed profit, green above 0 else red. `LatestTradesCard` is the connected block.
 */
export const LatestTradesCardView = forwardRef<HTMLElement, LatestTradesCardViewProps>(
  function LatestTradesCardView(props, ref) {
    const [{ state, error, onRetry, retrying, stale = false, lastSuccessAt }, own] = splitBlockState(props);
    const {
      trades,
      status,
      title = 'Latest AI Trades',
      emptyText = 'No trades yet',
      errorTitle = 'Trades could not be loaded',
      ...rest
    } = own;
    const { locale } = useBrand();
    const titleId = useId();
    const shown = (trades ?? []).slice(0, LATEST_TRADES_SHOWN);
    return (
      <Card
        ref={ref}
        state={state === 'loading' ? 'loading' : stale ? 'stale' : 'ready'}
        aria-labelledby={titleId}
        data-testid="latest-trades"
        {...rest}
      >
        <CardHeader>
          <CardTitle id={titleId}>{title}</CardTitle>
          {status}
        </CardHeader>
        <CardBody>
          {state === 'error' ? (
            <BlockError title={errorTitle} error={error} onRetry={onRetry} retrying={retrying} />
          ) : state === 'loading' ? (
            <ul css={stackList} aria-label="Loading trades">
              {Array.from({ length: LATEST_TRADES_SHOWN }, (_, i) => (
                <li key={i} css={placeholderRow} />
              ))}
            </ul>
          ) : shown.length === 0 ? (
            <p css={muted}>{emptyText}</p>
          ) : (
            <ul css={stackList}>
              {shown.map((t, i) => (
                <li key={i} css={[spreadRow, row]}>
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
          {stale ? <StaleMark lastSuccessAt={lastSuccessAt} /> : null}
        </CardBody>
      </Card>
    );
  },
);
LatestTradesCardView.displayName = 'LatestTradesCardView';

/** @deprecated Renamed `LatestTradesCardView` (CONTRIBUTING.md, naming rule); removed in the next major version. */
export const TradesCard = LatestTradesCardView;
/** @deprecated Renamed `LatestTradesCardViewProps`; removed in the next major version. */
export type TradesCardProps = LatestTradesCardViewProps;
