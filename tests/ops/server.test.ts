import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../../e2e/support/servers';
import { jsonLines, OPS_DIR, SERVER, spawnServer, start } from './support';

beforeAll(() => {
  if (!OPS_DIR || !existsSync(path.join(OPS_DIR, SERVER)))
    throw new Error('OPS_DIR must hold a pruned install with dist-server and dist-app: run node scripts/test-ops.mjs');
});

describe('the built server from a pruned install', () => {
  it('has only production dependencies: no tsx, Vite, Hono or msw in node_modules', () => {
    for (const dev of ['tsx', 'vite', 'hono', 'msw', 'satori', 'pino', 'prom-client'])
      expect(existsSync(path.join(OPS_DIR, 'node_modules', dev)), dev).toBe(false);
    expect(existsSync(path.join(OPS_DIR, 'node_modules/@resvg/resvg-js'))).toBe(true);
    // The history's SQLite driver is native and stays; Postgres' client and the CSV writer are bundled.
    expect(existsSync(path.join(OPS_DIR, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'))).toBe(true);
    for (const bundled of ['pg', 'csv-stringify'])
      expect(existsSync(path.join(OPS_DIR, 'node_modules', bundled)), bundled).toBe(false);
  });

  it('answers /, the API, /og.png, the probes and /metrics, and logs JSON lines only', async () => {
    const server = await start({ MOCK_SEED: '7', PUBLIC_URL: 'https://pool.example' });
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-shell="/"');
    expect(html).toContain('application/json');
    const api = await fetch(`${server.url}/api/dashboard`);
    expect(api.status).toBe(200);
    expect(typeof ((await api.json()) as { currentBalance: unknown }).currentBalance).toBe('number');
    const png = await fetch(`${server.url}/og.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await png.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    for (const probe of ['/livez', '/readyz']) {
      const res = await fetch(server.url + probe);
      expect(res.status, probe).toBe(200);
      expect(res.headers.get('cache-control'), probe).toBe('no-store');
    }
    // The id a trusted proxy (loopback, by default) gives a request is the request's id.
    const traced = await fetch(`${server.url}/api/trades`, { headers: { 'x-request-id': 'edge-abc-123' } });
    expect(traced.headers.get('x-request-id')).toBe('edge-abc-123');
    // Keep-alive above nginx's 60 s.
    expect(traced.headers.get('keep-alive')).toMatch(/^timeout=65\b/);
    await fetch(`${server.url}/assets/no-such-file-9f8e7d.js`);

    const metrics = await fetch(`${server.url}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await metrics.text();
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/dashboard",method="GET",status="200"\} \d+$/m,
    );
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="\/assets\/\*",method="GET",status="404"\} 1$/m);
    expect(text).not.toContain('no-such-file');
    expect(text).toMatch(/^smartburn_snapshot_data_age_seconds\{endpoint="dashboard"\} \d/m);
    expect(text).toMatch(/^smartburn_upstream_requests_total\{endpoint="trades",outcome="ok"\} \d+$/m);
    expect(text).toMatch(/^smartburn_upstream_request_duration_seconds_count\{endpoint="activities"\} \d+$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);

    const lines = jsonLines(server.stdout());
    expect(lines.find((l) => l.event === 'listening')).toMatchObject({ level: 'info' });
    const access = lines.filter((l) => l.event === 'request');
    expect(access.map((l) => l.route)).toEqual(['/', '/api/dashboard', '/og.png', '/api/trades', '/assets/*']);
    expect(access[3]).toMatchObject({ reqId: 'edge-abc-123', status: 200, method: 'GET' });
    expect(server.stderr()).toBe('');
  });

  it('moves /metrics to METRICS_PORT (404 on the main port), and METRICS=off turns it off', async () => {
    const metricsPort = String(await freePort());
    const [moved, off] = await Promise.all([
      start({ METRICS_PORT: metricsPort, ACCESS_LOG: 'off' }),
      start({ METRICS: 'off' }),
    ]);
    expect((await fetch(`${moved.url}/metrics`)).status).toBe(404);
    const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('http_request_duration_seconds');
    expect((await fetch(`${off.url}/metrics`)).status).toBe(404);
    expect(jsonLines(moved.stdout()).filter((l) => l.event === 'request')).toEqual([]);
  });

  it.each([
    ['PORT', 'abc'],
    ['MOCK_SEED', 'abc'],
    ['API_ORIGIN', 'backend:8080'],
    ['API_CACHE', 'sometimes'],
    ['LOG_LEVEL', 'loud'],
    ['METRICS_PORT', 'x'],
    ['DIST_DIR', 'no-such-folder'],
    ['UPSTREAM_TIMEOUT_MS', '10s'],
  ])('%s=%s: exits 1 with one line naming it, no stack trace', async (name, value) => {
    const server = spawnServer({ PORT: '1', [name]: value });
    expect(await server.exited).toBe(1);
    expect(server.stdout()).toBe('');
    const lines = server.stderr().split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Configuration error: ${name}="${value}" is not valid: expected .+\\.$`));
  });
});

describe('restarts', () => {
  /** A backend whose answers take `delayMs`. */
  async function slowBackend(delayMs: number) {
    const backend = http.createServer((req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify([{ pair: 'XAU/USD', profit: 1, url: req.url }]));
      }, delayMs);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => backend.listen(port, '127.0.0.1', resolve));
    return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => backend.close(r)) };
  }

  it('SIGTERM during slow requests: readyz turns 503, the requests in flight finish, then exit 0', async () => {
    const backend = await slowBackend(1_500);
    try {
      const server = await start({ API_ORIGIN: backend.origin, API_CACHE: 'off', DRAIN_DELAY_MS: '600' });
      const t0 = Date.now();
      const inFlight = Array.from({ length: 4 }, () =>
        fetch(`${server.url}/api/trades`).then(async (res) => ({
          status: res.status,
          body: await res.text(),
          ms: Date.now() - t0,
        })),
      );
      await new Promise((r) => setTimeout(r, 300));
      server.child.kill('SIGTERM');
      // Once it has taken the signal (it logs that after it stops being ready): a fixed 100 ms was
      // too short on a busy machine (a clean-clone CI run, beside the story tests: readyz 200).
      await vi.waitFor(
        () => expect(jsonLines(server.stdout()).some((l) => l.event === 'shutdown_started')).toBe(true),
        { timeout: 5_000, interval: 10 },
      );
      // Draining: not ready, still serving (a new request is answered, told to close its connection).
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      const live = await fetch(`${server.url}/livez`);
      expect(live.status).toBe(200);
      expect(live.headers.get('connection')).toBe('close');
      const answers = await Promise.all(inFlight);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).toContain('XAU/USD');
        expect(answer.ms).toBeGreaterThanOrEqual(1_400);
      }
      expect(await server.exited).toBe(0);
      const lines = jsonLines(server.stdout());
      expect(lines.find((l) => l.event === 'shutdown_started')).toMatchObject({ signal: 'SIGTERM' });
      expect(lines.find((l) => l.event === 'shutdown_complete')).toMatchObject({ cutOff: false });
    } finally {
      await backend.close();
    }
  });

  it('cuts off what is still in flight after SHUTDOWN_TIMEOUT_MS, and a second signal exits at once', async () => {
    const backend = await slowBackend(20_000);
    try {
      const [bounded, impatient] = await Promise.all([
        start({ API_ORIGIN: backend.origin, API_CACHE: 'off', DRAIN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '500' }),
        start({ DRAIN_DELAY_MS: '20000' }),
      ]);
      const hanging = fetch(`${bounded.url}/api/trades`).then(
        (res) => res.status,
        () => 'cut off',
      );
      await new Promise((r) => setTimeout(r, 200));
      const t0 = Date.now();
      bounded.child.kill('SIGTERM');
      impatient.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
      impatient.child.kill('SIGTERM');
      expect(await impatient.exited).toBe(1);
      expect(Date.now() - t0).toBeLessThan(2_000);
      expect(jsonLines(impatient.stdout()).find((l) => l.event === 'shutdown_forced')).toBeDefined();
      expect(await bounded.exited).toBe(0);
      expect(Date.now() - t0).toBeLessThan(5_000);
      expect(await hanging).toBe('cut off');
      expect(jsonLines(bounded.stdout()).find((l) => l.event === 'shutdown_complete')).toMatchObject({ cutOff: true });
    } finally {
      await backend.close();
    }
  });
});
