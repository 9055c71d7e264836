import { FRESHNESS_AGEING_AFTER_POLLS, FRESHNESS_STALE_AFTER_POLLS } from '../../constants';

/**
 * - `fresh`: every endpoint's data is younger than FRESHNESS_AGEING_AFTER_POLLS of its intervals;
 * - `ageing`: a poll is late, but no data is older than FRESHNESS_STALE_AFTER_POLLS intervals yet;
 * - `stale`: some data is older than that, or an endpoint's last request failed (docs/requirements.md §6.1).
 */
export type FreshnessStatus = 'fresh' | 'ageing' | 'stale';

/** One endpoint as its query reports it. */
export interface EndpointFreshness {
  /** When its data on screen was received (ms since the epoch); undefined before the first success. */
  lastSuccessAt: number | undefined;
  /** Its poll interval. */
  intervalMs: number;
  /** Its last request failed (a failed refresh over good data, or a failed first load). */
  failed: boolean;
}

export interface FreshnessState {
  status: FreshnessStatus;
  /**
   * When the oldest figures in question were received: of every endpoint while fresh or ageing
   * (the page is as fresh as its oldest figures), of the stale endpoints when stale; undefined
   * when one of those never loaded.
   */
  updatedAt: number | undefined;
}

/** The page's freshness at `now` from its endpoints' states. */
export function freshnessOf(endpoints: readonly EndpointFreshness[], now: number): FreshnessState {
  const stale: EndpointFreshness[] = [];
  let ageing = false;
  for (const endpoint of endpoints) {
    const { lastSuccessAt, intervalMs, failed } = endpoint;
    const age = lastSuccessAt === undefined ? 0 : now - lastSuccessAt;
    if (failed || age > FRESHNESS_STALE_AFTER_POLLS * intervalMs) stale.push(endpoint);
    else if (age > FRESHNESS_AGEING_AFTER_POLLS * intervalMs) ageing = true;
  }
  const oldest = (list: readonly EndpointFreshness[]) =>
    list.reduce<number | undefined>(
      (min, { lastSuccessAt }) => (lastSuccessAt === undefined ? min : Math.min(min ?? lastSuccessAt, lastSuccessAt)),
      undefined,
    );
  if (stale.length > 0) {
    return { status: 'stale', updatedAt: stale.some((e) => e.lastSuccessAt === undefined) ? undefined : oldest(stale) };
  }
  return { status: ageing ? 'ageing' : 'fresh', updatedAt: oldest(endpoints) };
}
