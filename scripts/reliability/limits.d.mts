// Types of limits.mjs, for the unit test that renders the report.
export interface ReportLimits {
  page: Record<string, unknown> & Record<'REQUEST_TIMEOUT_MS' | 'RETRY_AFTER_MAX_MS', number>;
  server: Record<string, unknown> & {
    API_ENDPOINTS: Record<string, { name: string; pollMs: number }>;
    MAX_REQUEST_BODY_BYTES: number;
    NODE_MAX_HEADER_BYTES: number;
  };
  hostile: Record<string, unknown>;
  faults: { retryAfterToleranceMs: number; cases: unknown[] };
  longSession: { dayMs: number; failEvery: number };
}
export function limitsFrom(modules: {
  page: object;
  server: object;
  /** app/server/config.ts: its settings' defaults join `server`, by variable name. */
  config: { SETTINGS: Record<string, { env: string }>; DEFAULT_CONFIG: object };
  hostile: object;
  faults: object;
  longSession: object;
}): ReportLimits;
export function loadLimits(): Promise<ReportLimits>;
