import { test, expect } from '@playwright/test';
import autocannon from 'autocannon';
import { POLL_ACTIVITIES_MS, POLL_DASHBOARD_MS, POLL_TRADES_MS } from '../src/constants';
import { saveMeasurement } from './support/measurements';

/**
 * Load (docs/requirements.md §11.2): many concurrent pollers on loopback against the server of `npm start`, asking
 * for the three endpoints and the page in turn, as fast as they can. Zero errors, zero timeouts,
 * zero non-2xx answers; requests/s and p50/p99 latency are reported in docs/reliability.md.
 * `npm test` runs a short burst; `npm run test:reliability` sets LOAD_CONNECTIONS=100, LOAD_SECONDS=10.
 */

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 3);
const PATHS = ['/api/dashboard', '/api/trades', '/api/activities', '/'];
/** Requests one open page makes per second: one per interval per endpoint. */
const PAGE_REQUESTS_PER_SECOND = 1000 / POLL_DASHBOARD_MS + 1000 / POLL_TRADES_MS + 1000 / POLL_ACTIVITIES_MS;

test(`${CONNECTIONS} concurrent pollers for ${SECONDS} s: no errors, no timeouts, every answer 2xx`, async ({
  baseURL,
}) => {
  test.setTimeout((SECONDS + 60) * 1000);
  const result = await autocannon({
    url: baseURL!,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    headers: { 'accept-encoding': 'gzip', accept: 'application/json' },
    requests: PATHS.map((path) => ({ method: 'GET', path })),
  });
  const figures = {
    connections: CONNECTIONS,
    seconds: result.duration,
    paths: PATHS,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    throughputMBps: +(result.throughput.average / 2 ** 20).toFixed(2),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
    /** How many open pages polling at 30/15/20 s would make this many requests per second. */
    equivalentOpenPages: Math.round(result.requests.average / PAGE_REQUESTS_PER_SECOND),
  };
  saveMeasurement(`load-${CONNECTIONS}x${SECONDS}s`, figures);
  expect(result.requests.total, 'requests made').toBeGreaterThan(CONNECTIONS);
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  });
});
