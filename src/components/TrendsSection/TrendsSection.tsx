'use client';

import { useQueryClient } from '@tanstack/react-query';
import { forwardRef, useState } from 'react';
import { HISTORY_DEFAULT_RANGE } from '../../constants';
import { useApiConfig } from '../../data/ApiConfig';
import { isNoHistory, useHistory } from '../../data/hooks/useHistory';
import type { HistoryRange } from '../../data/historyTypes';
import { historyQueryKey } from '../../data/queryKeys';
import { useBlockState, type BlockStateProps } from '../../data/useBlockState';
import { useInitialRender } from '../../ssr/hydration';
import { TrendsSectionView, type TrendsSectionViewProps } from './TrendsSectionView';

/** Props of TrendsSection: everything its view takes but the data, the range and the load state, which it keeps itself. */
export interface TrendsSectionProps extends Omit<
  TrendsSectionViewProps,
  'history' | 'range' | 'onRangeChange' | 'busy' | keyof BlockStateProps
> {
  /**
   * The range shown first.
   * @default 24h
   */
  defaultRange?: HistoryRange;
}

/**
 * Connected: GET /api/history for the selected range, polled, into the trends (docs/requirements.md
 * §13.4), where the API serves it (`history` of SmartBurnProvider or the server's initial state):
 * elsewhere there is no section and no request. The range first shown is the one a server render seeded (HISTORY_DEFAULT_RANGE), so the
 * page fetches nothing before the visitor picks another. A server that keeps no history answers
 * 404: then there is no section at all, not an error. A server render that had no history for it
 * (a server that passes none) renders no section, and the page it hydrates shows none either:
 * hydrating fetches nothing (docs/requirements.md §9.3).
 */
export const TrendsSection = forwardRef<HTMLElement, TrendsSectionProps>(function TrendsSection(
  { defaultRange = HISTORY_DEFAULT_RANGE, ...props },
  ref,
) {
  const client = useQueryClient();
  const { renderedAt } = useInitialRender();
  const { history } = useApiConfig();
  // Decided at mount from the server's initial state, so the server and the page hydrating it agree;
  // a page with no server state asks for the history itself.
  const [shown] = useState(
    () => renderedAt === undefined || client.getQueryState(historyQueryKey(defaultRange)) !== undefined,
  );
  return history && shown ? <ConnectedTrends ref={ref} defaultRange={defaultRange} {...props} /> : null;
});
TrendsSection.displayName = 'TrendsSection';

const ConnectedTrends = forwardRef<HTMLElement, TrendsSectionProps & { defaultRange: HistoryRange }>(
  function ConnectedTrends({ defaultRange, ...props }, ref) {
    const [range, setRange] = useState<HistoryRange>(defaultRange);
    const query = useHistory(range);
    const { data, ...block } = useBlockState(query);
    if (block.state === 'error' && isNoHistory(query.error)) return null;
    return (
      <TrendsSectionView
        ref={ref}
        {...props}
        history={data}
        range={range}
        onRangeChange={setRange}
        busy={query.isPlaceholderData && query.isFetching}
        {...block}
      />
    );
  },
);
