export type EndpointName = 'dashboard' | 'trades' | 'activities';
export interface EndpointSnapshot {
  /** The last good answer's parsed JSON body, and when it was received (epoch ms). */
  good?: { body: unknown; receivedAt: number };
  /** Set when the last refresh failed; cleared by the next success. */
  failure?: { status: number; message: string; at: number };
}
export interface Snapshot {
  /** Changes whenever any endpoint's good data or failure changes. */
  version: number;
  endpoints: Record<EndpointName, EndpointSnapshot>;
}
