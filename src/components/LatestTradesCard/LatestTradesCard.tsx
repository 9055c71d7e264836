'use client';

import { forwardRef } from 'react';
import { useTrades } from '../../data';
import { useBlockState, type BlockStateProps } from '../../data/useBlockState';
import { LatestTradesCardView, type LatestTradesCardViewProps } from './LatestTradesCardView';

/** Props of LatestTradesCard: everything its view takes but the data and load state, which come from the API. */
export type LatestTradesCardProps = Omit<LatestTradesCardViewProps, 'trades' | keyof BlockStateProps>;

/** Connected: GET /api/trades every 15 s into the Latest AI Trades card (docs/requirements.md §3.4). */
export const LatestTradesCard = forwardRef<HTMLElement, LatestTradesCardProps>(function LatestTradesCard(props, ref) {
  const { data, ...block } = useBlockState(useTrades());
  return <LatestTradesCardView ref={ref} {...props} trades={data} {...block} />;
});
LatestTradesCard.displayName = 'LatestTradesCard';
