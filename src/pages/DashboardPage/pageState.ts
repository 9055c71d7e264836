import { blockStatus, type QueryFlags } from '../../data/useBlockState';

/**
 * What the dashboard page shows, a closed set:
 * - `loading`: the skeleton, while any of the three first loads is pending (docs/requirements.md §4.1);
 * - `failed`: header and footer around the error panel with Retry, when the dashboard's first
 *   load failed, also while its Retry runs (§4.3);
 * - `ready`: the page (§3, §4.2); a failed first load of the trades or the activities shows
 *   inside its own block (§4.4), a failed refresh as stale marks (§4.5).
 */
export type PageState = 'loading' | 'failed' | 'ready';

/** The three queries of the page, by endpoint; only their status flags are read. */
export interface PageQueries {
  dashboard: QueryFlags;
  trades: QueryFlags;
  activities: QueryFlags;
}

/**
 * The page's state from its queries. A Retry of a failed trades or feed load never brings the
 * skeleton back: that block's status stays `error` until the answer comes (blockStatus).
 */
export function pageState({ dashboard, trades, activities }: PageQueries): PageState {
  const statuses = [blockStatus(dashboard), blockStatus(trades), blockStatus(activities)];
  if (statuses[0] === 'error') return 'failed';
  return statuses.includes('loading') ? 'loading' : 'ready';
}
