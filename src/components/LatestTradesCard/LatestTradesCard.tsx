'use client';

import type { ReactNode } from 'react';
import { useTrades } from '../../data';
import { useBlockState } from '../../data/useBlockState';
import { LatestTradesCardView } from './LatestTradesCardView';

/** Connected: GET /api/trades every 15 s into the Latest AI Trades card (docs/requirements.md §3.4). */
export function LatestTradesCard({ status }: { status?: ReactNode }) {
  const { data, ...block } = useBlockState(useTrades());
  return <LatestTradesCardView trades={data} {...block} status={status} />;
}
