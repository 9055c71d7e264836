// The numbers docs/reliability.md states, from where they are defined: the page's limits
// (src/constants.ts), the server's (app/server/limits.ts, the defaults of its settings in
// app/server/config.ts by variable name, and Node's own header limit, which the server keeps),
// and the parameters the suites run with (their support modules). The
// document types none of them.
import http from 'node:http';
import { tsImport } from 'tsx/esm/api';

const load = (file) => tsImport(new URL(`../../${file}`, import.meta.url).href, import.meta.url);

/** Everything renderReport needs besides the results of a run, from the modules that define it. */
export function limitsFrom({ page, server, config, hostile, faults, longSession }) {
  return {
    page: { ...page },
    server: {
      ...server,
      ...Object.fromEntries(Object.entries(config.SETTINGS).map(([key, { env }]) => [env, config.DEFAULT_CONFIG[key]])),
      NODE_MAX_HEADER_BYTES: http.maxHeaderSize,
    },
    hostile: {
      widths: [...hostile.HOSTILE_WIDTHS],
      layout: hostile.HOSTILE_LAYOUT,
      payloads: Object.values(hostile.PWN),
      longTextChars: hostile.LONG_WORD.length,
      rtlOverride: hostile.RTL_OVERRIDE,
      dashboard: hostile.hostileDashboard,
      trades: hostile.hostileTrades,
      activities: hostile.hostileActivities,
    },
    faults: {
      retryAfterToleranceMs: faults.RETRY_AFTER_TOLERANCE_MS,
      cases: faults.FAULTS.map((f) => ({
        name: f.name,
        message: f.message,
        retryAfterMs: f.retryAfterMs ?? null,
        toastNote: f.toastNote ?? null,
      })),
    },
    longSession: { dayMs: longSession.LONG_SESSION_DAY_MS, failEvery: longSession.LONG_SESSION_FAIL_EVERY },
  };
}

/** limitsFrom() the TypeScript modules themselves, loaded with tsx. */
export async function loadLimits() {
  const [page, server, config, hostile, faults, longSession] = await Promise.all([
    load('src/constants.ts'),
    load('app/server/limits.ts'),
    load('app/server/config.ts'),
    load('e2e/support/hostile.ts'),
    load('e2e/support/faults.ts'),
    load('tests/support/longSession.ts'),
  ]);
  return limitsFrom({ page, server, config, hostile, faults, longSession });
}
