'use client';

import { useTrades } from '../../data';
import { TradesCard } from './TradesCard';

/** Connected: GET /api/trades every 15 s into the Latest AI Trades card. */
export function LatestTradesCard({ status }: { status?: React.ReactNode }) {
  const trades = useTrades();
  const state = trades.data ? 'ready' : trades.isError ? 'error' : 'loading';
  const stale = trades.isRefetchError;
  // TanStack re-renders a component only for the result fields it reads: fetch progress and
  // the success timestamp are read only when shown, so a poll that brings the same trades
  // re-renders nothing.
  return (
    <TradesCard
      trades={trades.data}
      state={state}
      error={trades.error?.message}
      onRetry={() => void trades.refetch()}
      retrying={state === 'error' ? trades.isFetching : false}
      stale={stale}
      lastSuccessAt={stale ? trades.lastSuccessAt : undefined}
      status={status}
    />
  );
}
