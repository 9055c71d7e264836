export { Freshness } from './Freshness';
export type { FreshnessProps } from './Freshness';
export { LiveFreshness } from './LiveFreshness';
export type { LiveFreshnessProps } from './LiveFreshness';
export { freshnessOf } from './freshnessStatus';
export type { FreshnessStatus, EndpointFreshness, FreshnessState } from './freshnessStatus';
