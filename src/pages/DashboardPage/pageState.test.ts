import type { QueryFlags } from '../../data/useBlockState';
import { pageState } from './pageState';

// Query flags as TanStack Query 5 reports them in each situation a block can be in.
const query = {
  firstLoad: { isSuccess: false, isRefetchError: false, isError: false, isFetched: false, isFetching: true },
  loaded: { isSuccess: true, isRefetchError: false, isError: false, isFetched: true, isFetching: false },
  polling: { isSuccess: true, isRefetchError: false, isError: false, isFetched: true, isFetching: true },
  refreshFailed: { isSuccess: false, isRefetchError: true, isError: true, isFetched: true, isFetching: false },
  firstLoadFailed: { isSuccess: false, isRefetchError: false, isError: true, isFetched: true, isFetching: false },
  // TanStack clears the error of a query without data when its Retry starts.
  retrying: { isSuccess: false, isRefetchError: false, isError: false, isFetched: true, isFetching: true },
} satisfies Record<string, QueryFlags>;
type Situation = keyof typeof query;

const page = (dashboard: Situation, trades: Situation, activities: Situation) =>
  pageState({ dashboard: query[dashboard], trades: query[trades], activities: query[activities] });

describe('pageState', () => {
  it.each([
    // §4.1: the skeleton while any first load is pending
    ['loading', 'firstLoad', 'firstLoad', 'firstLoad'],
    ['loading', 'loaded', 'firstLoad', 'loaded'],
    ['loading', 'loaded', 'loaded', 'firstLoad'],
    ['loading', 'firstLoad', 'loaded', 'loaded'],
    ['loading', 'firstLoad', 'firstLoadFailed', 'firstLoadFailed'],
    // §4.2: loaded, also while polls run
    ['ready', 'loaded', 'loaded', 'loaded'],
    ['ready', 'polling', 'polling', 'polling'],
    // §4.3: the dashboard's first load failed, whatever the others do, also during its Retry
    ['failed', 'firstLoadFailed', 'firstLoad', 'firstLoad'],
    ['failed', 'firstLoadFailed', 'loaded', 'loaded'],
    ['failed', 'retrying', 'loaded', 'loaded'],
    // §4.4: a failed trades or feed load stays inside its block, also during its Retry
    ['ready', 'loaded', 'firstLoadFailed', 'loaded'],
    ['ready', 'loaded', 'loaded', 'firstLoadFailed'],
    ['ready', 'loaded', 'retrying', 'retrying'],
    // §4.5: a failed refresh keeps the page, with stale marks in the blocks
    ['ready', 'refreshFailed', 'refreshFailed', 'refreshFailed'],
  ] as const)('is %s when the dashboard is %s, the trades %s and the activities %s', (expected, d, t, a) => {
    expect(page(d, t, a)).toBe(expected);
  });

  it('is one of the three states for every combination', () => {
    const situations = Object.keys(query) as Situation[];
    const seen = new Set<string>();
    for (const d of situations) for (const t of situations) for (const a of situations) seen.add(page(d, t, a));
    expect([...seen].sort()).toEqual(['failed', 'loading', 'ready']);
  });
});
