'use client';

import { POLL_TRADES_MS } from '../../constants';
import { usePolledQuery } from '../usePolledQuery';
import { tradesQueryKey } from '../queryKeys';

/** GET /api/trades, every 15 s (docs/requirements.md §5.1). */
export function useTrades() {
  return usePolledQuery(tradesQueryKey[0], () => import('../schemas').then((m) => m.tradesSchema), POLL_TRADES_MS);
}
