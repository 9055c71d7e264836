import { FRESHNESS_AGEING_AFTER_POLLS, FRESHNESS_STALE_AFTER_POLLS } from '../../constants';

/**
 * - `fresh`: every endpoint's data is younger than FRESHNESS_AGEING_AFTER_POLLS of its intervals;
 * - `ageing`: a poll is late, but no data is older than FRESHNESS_STALE_AFTER_POLLS intervals yet;
 * - `stale`: some data is older than that, or an endpoint's last request failed (issue 16).
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
  /** When the oldest data on screen was received: the page is as fresh as its oldest figures. */
  updatedAt: number | undefined;
}

/** The page's freshness at `now` from its endpoints' states. */
export function freshnessOf(endpoints: readonly EndpointFreshness[], now: number): FreshnessState {
  let status: FreshnessStatus = 'fresh';
  let updatedAt: number | undefined;
  for (const { lastSuccessAt, intervalMs, failed } of endpoints) {
    if (lastSuccessAt !== undefined) updatedAt = Math.min(updatedAt ?? lastSuccessAt, lastSuccessAt);
    const age = lastSuccessAt === undefined ? 0 : now - lastSuccessAt;
    if (failed || age > FRESHNESS_STALE_AFTER_POLLS * intervalMs) status = 'stale';
    else if (status === 'fresh' && age > FRESHNESS_AGEING_AFTER_POLLS * intervalMs) status = 'ageing';
  }
  return { status, updatedAt };
}
