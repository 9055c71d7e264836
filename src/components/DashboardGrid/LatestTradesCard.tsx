import { useTrades } from '../../data';
import { TradesCard } from './TradesCard';

/** Connected: GET /api/trades every 15 s into the Latest AI Trades card. */
export function LatestTradesCard({ status }: { status?: React.ReactNode }) {
  const trades = useTrades();
  const state = trades.data ? 'ready' : trades.isError ? 'error' : 'loading';
  return (
    <TradesCard
      trades={trades.data}
      state={state}
      error={trades.error?.message}
      onRetry={() => void trades.refetch()}
      retrying={trades.isFetching}
      stale={trades.isRefetchError}
      lastSuccessAt={trades.lastSuccessAt}
      status={status}
    />
  );
}
