export { Freshness } from './Freshness';
export type { FreshnessProps } from './Freshness';
export { LiveFreshness } from './LiveFreshness';
export { freshnessOf } from './freshness';
export type { FreshnessStatus, EndpointFreshness, FreshnessState } from './freshness';
