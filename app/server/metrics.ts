import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Context } from 'hono';
import { API_ENDPOINTS } from './limits';
import type { Snapshot } from './snapshotTypes';

/** What the upstream answered, as a metric label (a closed set, never the raw status). */
export type UpstreamOutcome = 'ok' | 'client_error' | 'server_error' | 'timeout' | 'invalid';

export interface ServerMetrics {
  registry: Registry;
  /** One request answered: its route template (never the raw path), method and status. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** One upstream request of the snapshot or the pass-through. */
  observeUpstream(endpoint: string, outcome: UpstreamOutcome, seconds: number): void;
  /** Where the snapshot's data age is read from, when the metrics are scraped. */
  watchSnapshot(current: () => Snapshot | undefined, now?: () => number): void;
  /** One run of the history's sampler (docs/requirements.md §13.1) at `at` (ms since the epoch). */
  observeHistorySample(outcome: 'recorded' | 'duplicate' | 'failed', at: number): void;
}

/**
 * The Prometheus metrics of one server (docs/requirements.md §12.3), in a registry of its own
 * (not prom-client's global one, so tests can make several servers).
 */
export function createMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route template, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstreamRequests = new Counter({
    name: 'smartburn_upstream_requests_total',
    help: 'Requests to the upstream API, by endpoint and outcome (ok, client_error, server_error, timeout, invalid).',
    labelNames: ['endpoint', 'outcome'] as const,
    registers: [registry],
  });
  const upstreamLatency = new Histogram({
    name: 'smartburn_upstream_request_duration_seconds',
    help: 'Time the upstream API took to answer, by endpoint.',
    labelNames: ['endpoint'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  let snapshot: { current: () => Snapshot | undefined; now: () => number } | undefined;
  new Gauge({
    name: 'smartburn_snapshot_data_age_seconds',
    help: 'Age of the newest good data the shared snapshot holds, by endpoint (absent until the first good answer). Alert on this: every replica shares the upstream.',
    labelNames: ['endpoint'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const current = snapshot?.current();
      if (!current || !snapshot) return;
      for (const { name } of Object.values(API_ENDPOINTS)) {
        const receivedAt = current.endpoints[name].good?.receivedAt;
        if (receivedAt !== undefined) this.set({ endpoint: name }, (snapshot.now() - receivedAt) / 1000);
      }
    },
  });
  const historySamples = new Counter({
    name: 'smartburn_history_samples_total',
    help: 'Runs of the history sampler, by outcome: recorded, duplicate (another server sharing the store recorded that slot) or failed.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  let lastSampleAt: number | undefined;
  new Gauge({
    name: 'smartburn_history_last_sample_age_seconds',
    help: 'Time since the history last held a sample of this moment (recorded here or by another server sharing the store); absent until then. Alert when it grows past a few sampling intervals.',
    registers: [registry],
    collect() {
      this.reset();
      if (lastSampleAt !== undefined) this.set((Date.now() - lastSampleAt) / 1000);
    },
  });
  return {
    registry,
    observeRequest(route, method, status, seconds) {
      requests.observe({ route, method, status: String(status) }, seconds);
    },
    observeUpstream(endpoint, outcome, seconds) {
      upstreamRequests.inc({ endpoint, outcome });
      upstreamLatency.observe({ endpoint }, seconds);
    },
    watchSnapshot(current, now = Date.now) {
      snapshot = { current, now };
    },
    observeHistorySample(outcome, at) {
      historySamples.inc({ outcome });
      if (outcome !== 'failed') lastSampleAt = at;
    },
  };
}

/** The outcome label of an upstream answer's status (our own 504 is a timeout, our 502 an invalid answer). */
export function upstreamOutcome(status: number, ours: boolean): UpstreamOutcome {
  if (status >= 200 && status < 300) return 'ok';
  if (ours && status === 504) return 'timeout';
  if (ours && status === 502) return 'invalid';
  return status < 500 ? 'client_error' : 'server_error';
}

/** `GET /metrics` in Prometheus' text format, never cached. */
export function metricsHandler(metrics: ServerMetrics) {
  return async (c: Context) => {
    const body = await metrics.registry.metrics();
    return c.body(body, 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
  };
}
