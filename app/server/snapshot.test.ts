// @vitest-environment node
import { FAILURE_CACHE_SECONDS } from './limits';
import { createLogger } from './log';
import { createSnapshotStore, retryAfterMs, type Upstream } from './snapshot';
import type { UpstreamAnswer } from './upstream';

const json = (value: unknown, headers: Record<string, string> = {}): UpstreamAnswer => ({
  status: 200,
  headers: new Headers({ 'content-type': 'application/json', ...headers }),
  body: new TextEncoder().encode(JSON.stringify(value)),
});
const text = (status: number, message: string, headers: Record<string, string> = {}): UpstreamAnswer => ({
  status,
  headers: new Headers({ 'content-type': 'text/plain', ...headers }),
  body: new TextEncoder().encode(message),
});
const bodyText = (b: Uint8Array) => new TextDecoder().decode(b);

/** An upstream whose answers the test hands out one by one, counting the requests. */
function scriptedUpstream() {
  const calls: string[] = [];
  const pending: Array<(a: UpstreamAnswer) => void> = [];
  const upstream: Upstream = (path) => {
    calls.push(path);
    return new Promise((resolve) => pending.push(resolve));
  };
  return { upstream, calls, answerAll: (a: UpstreamAnswer) => pending.splice(0).forEach((r) => r(a)) };
}

describe('shared snapshot', () => {
  it('asks the upstream once for any number of concurrent requests (single-flight)', async () => {
    const up = scriptedUpstream();
    const store = createSnapshotStore(up.upstream);
    const waiting = Array.from({ length: 500 }, () => store.answer('/api/trades'));
    await Promise.resolve();
    expect(up.calls).toEqual(['/api/trades']);
    up.answerAll(json([{ pair: 'XAU/USD', profit: 1 }]));
    const answers = await Promise.all(waiting);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it("answers from the snapshot for one window (a third of the endpoint's poll interval), then asks again", async () => {
    let now = 1_000_000;
    let n = 0;
    const calls: string[] = [];
    const store = createSnapshotStore(
      async (path) => {
        calls.push(path);
        return json({ n: n++ });
      },
      () => now,
    );
    const first = await store.answer('/api/dashboard');
    expect(first.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=10');
    now += 4_000;
    // What is left of the window, so a cache's copy never outlives the snapshot.
    expect((await store.answer('/api/dashboard')).headers.get('cache-control')).toBe(
      'public, max-age=6, stale-while-revalidate=10',
    );
    now += 5_999;
    const last = await store.answer('/api/dashboard');
    expect(bodyText(last.body)).toBe('{"n":0}');
    // Its last millisecond still counts as a second: never max-age=0 for a live answer.
    expect(last.headers.get('cache-control')).toBe('public, max-age=1, stale-while-revalidate=10');
    expect(calls).toHaveLength(1);
    now += 1;
    expect(bodyText((await store.answer('/api/dashboard')).body)).toBe('{"n":1}');
    expect(calls).toHaveLength(2);
    // Each endpoint has its own window: trades (polled every 15 s) get 5 s, activities (20 s) get 6 s.
    expect((await store.answer('/api/trades')).headers.get('cache-control')).toContain('max-age=5,');
    expect((await store.answer('/api/activities')).headers.get('cache-control')).toContain('max-age=6,');
  });

  it('gives a strong ETag that changes with the body and not otherwise', async () => {
    let now = 0;
    let value = 1;
    const store = createSnapshotStore(
      async () => json({ value }),
      () => now,
    );
    const a = await store.answer('/api/trades');
    now += 5_000;
    const b = await store.answer('/api/trades');
    value = 2;
    now += 5_000;
    const c = await store.answer('/api/trades');
    expect(a.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(b.etag).toBe(a.etag);
    expect(c.etag).not.toBe(a.etag);
  });

  it("passes a failure on as the failure it was (cached FAILURE_CACHE_SECONDS), keeping the last good data, and asks again when the upstream's Retry-After says", async () => {
    let now = 0;
    const answers = [
      json({ currentBalance: 1 }),
      text(503, 'Service Unavailable: upstream flapping', { 'retry-after': '30' }),
      json({ currentBalance: 2 }),
    ];
    const store = createSnapshotStore(
      async () => answers.shift() as UpstreamAnswer,
      () => now,
    );
    await store.answer('/api/dashboard');
    now += 10_000;
    const failed = await store.answer('/api/dashboard');
    expect(failed.status).toBe(503);
    expect(bodyText(failed.body)).toBe('Service Unavailable: upstream flapping');
    expect(failed.headers.get('cache-control')).toBe(`public, max-age=${FAILURE_CACHE_SECONDS}`);
    expect(failed.headers.get('retry-after')).toBe('30');
    expect(failed.etag).toBeUndefined();
    const { endpoints } = store.current();
    expect(endpoints.dashboard.good?.body).toEqual({ currentBalance: 1 });
    expect(endpoints.dashboard.failure).toMatchObject({
      status: 503,
      message: '503: Service Unavailable: upstream flapping',
    });
    // Retry-After: 30 is honoured: the stored failure answers until then, the upstream rests.
    now += 29_000;
    expect((await store.answer('/api/dashboard')).status).toBe(503);
    expect(answers).toHaveLength(1);
    now += 1_000;
    const recovered = await store.answer('/api/dashboard');
    expect(recovered.status).toBe(200);
    expect(store.current().endpoints.dashboard).toEqual({ good: { body: { currentBalance: 2 }, receivedAt: now } });
  });

  it('turns a success whose body is not JSON into a 502, never a good answer', async () => {
    const store = createSnapshotStore(async () => ({ ...text(200, '<html>oops</html>') }));
    const answer = await store.answer('/api/trades');
    expect(answer.status).toBe(502);
    expect(bodyText(answer.body)).toMatch(/not JSON/);
    expect(store.current().endpoints.trades.good).toBeUndefined();
  });

  it('never passes upstream headers other than its own (no Set-Cookie, no Server)', async () => {
    const store = createSnapshotStore(async () =>
      json([], { 'set-cookie': 'session=victim', server: 'backend/1.0', 'x-internal': '10.0.0.5' }),
    );
    const answer = await store.answer('/api/activities');
    expect([...answer.headers.keys()].sort()).toEqual(['cache-control', 'content-type', 'etag']);
  });

  it('bumps the version on each refresh; refreshDue waits at most its budget', async () => {
    const up = scriptedUpstream();
    const store = createSnapshotStore(up.upstream);
    expect(store.current().version).toBe(0);
    const started = Date.now();
    await store.refreshDue(50);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(up.calls.sort()).toEqual(['/api/activities', '/api/dashboard', '/api/trades']);
    up.answerAll(json({ ok: true }));
    await store.refreshDue(50);
    expect(store.current().version).toBe(3);
  });

  it('a rejecting upstream becomes a 502, not a crash', async () => {
    const store = createSnapshotStore(() => Promise.reject(new Error('boom')));
    expect((await store.answer('/api/trades')).status).toBe(502);
  });

  it('backs off after failures in a row (doubling from the base, at most the maximum) and starts over after a success', async () => {
    let now = 0;
    let failing = true;
    const asked: number[] = [];
    const store = createSnapshotStore(
      async () => {
        asked.push(now);
        return failing ? text(500, 'down') : json({ ok: true });
      },
      { now: () => now, upstreamRetryBaseMs: 1_000, upstreamRetryMaxMs: 5_000 },
    );
    // A visitor every 100 ms for 20 s: the upstream is asked at 0, 1, 3, 7, 12, 17 s.
    for (; now <= 20_000; now += 100) await store.answer('/api/trades');
    expect(asked).toEqual([0, 1_000, 3_000, 7_000, 12_000, 17_000]);
    failing = false;
    now = 22_000;
    expect((await store.answer('/api/trades')).status).toBe(200);
    failing = true;
    now = 27_000; // the trades window (5 s) is over
    await store.answer('/api/trades');
    now = 28_000;
    await store.answer('/api/trades');
    // After the success the delay starts again from the base.
    expect(asked.slice(-2)).toEqual([27_000, 28_000]);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('120', 0)).toBe(120_000);
    expect(retryAfterMs(new Date(90_000).toUTCString(), 30_000)).toBe(60_000);
    expect(retryAfterMs('soon', 0)).toBeUndefined();
    expect(retryAfterMs(null, 0)).toBeUndefined();
  });

  it('logs an outage of a minute as two JSON lines (failing with status, reason and latency; recovered with its length), not one per request', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    let now = 0;
    let down = false;
    const store = createSnapshotStore(
      async () => {
        now += 40; // the upstream takes 40 ms
        return down ? text(503, 'Service Unavailable: maintenance') : json({ ok: true });
      },
      { now: () => now, logger, upstreamRetryBaseMs: 1_000, upstreamRetryMaxMs: 4_000 },
    );
    await store.answer('/api/dashboard');
    down = true;
    const outageStart = now + 10_000;
    // 10 visitors a second for two minutes, the upstream down for the first minute of it.
    for (now = outageStart; now < outageStart + 120_000; now += 100) {
      if (now >= outageStart + 60_000) down = false;
      await Promise.all([store.answer('/api/dashboard'), store.answer('/api/dashboard')]);
    }
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toHaveLength(2);
    expect(parsed[0]).toMatchObject({
      level: 'warn',
      event: 'upstream_failing',
      endpoint: 'dashboard',
      status: 503,
      reason: '503: Service Unavailable: maintenance',
      latencyMs: 40,
    });
    expect(parsed[1]).toMatchObject({ level: 'info', event: 'upstream_recovered', endpoint: 'dashboard' });
    // Healed at 60 s; noticed at the next retry, at most retryMaxMs later.
    expect(parsed[1]?.downForMs).toBeGreaterThanOrEqual(60_000);
    expect(parsed[1]?.downForMs).toBeLessThanOrEqual(64_100);
  });

  it('is ready once every endpoint has been asked once, answered or failed', async () => {
    const up = scriptedUpstream();
    const store = createSnapshotStore(up.upstream);
    const refreshing = store.refreshDue(10_000);
    expect(store.ready()).toBe(false);
    up.answerAll(text(503, 'down'));
    await refreshing;
    expect(store.ready()).toBe(true);
  });
});
