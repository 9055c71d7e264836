// The two counting servers of `npm run bench:scale` (run under tsx: the upstream imports the
// live simulation from mocks/).
//  - createUpstream: the backend our server asks (API_ORIGIN). It answers the three endpoints
//    with the live simulation's JSON, counts every request, and remembers when it sent each
//    body, so the bench can tell how old the data a visitor receives is.
//  - createPassThrough: sits between nginx and our server and counts every request that
//    reaches our server, exactly, passing requests and answers through unchanged.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { createLiveSimulation, SIM_ACTIVITY_EVERY_MS, SIM_TRADE_EVERY_MS } from '../../mocks/liveSimulation.ts';

export const ENDPOINTS = ['dashboard', 'trades', 'activities'];

/** sha1 of a body, the key under which the upstream remembers when it sent it. */
export const bodyHash = (bytes) => createHash('sha1').update(bytes).digest('hex');

// Each answer of an endpoint moves its simulation one step on (a new trade, a new activity, a
// later dashboard), so no two answers are alike and a body names the answer it came from.
const STEP_MS = { dashboard: 30_000, trades: SIM_TRADE_EVERY_MS, activities: SIM_ACTIVITY_EVERY_MS };
// Simulated time starts this far back, so the feed's timestamps stay in the past during a run.
const SIM_HEAD_START_MS = 60 * 60_000;

const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server.address().port));
  });

const close = (server) =>
  new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });

/**
 * The fake backend. `counts()`: requests so far per endpoint; `sentAt(hash)`: when it sent a
 * body; `setFailing(true)` makes every endpoint answer 503 until set back.
 */
export async function createUpstream({ port = 0, seed = 1 } = {}) {
  const startAt = Date.now() - SIM_HEAD_START_MS;
  const sims = Object.fromEntries(ENDPOINTS.map((name) => [name, createLiveSimulation(seed, { startAt })]));
  const counts = Object.fromEntries(ENDPOINTS.map((name) => [name, 0]));
  const sent = new Map();
  let other = 0;
  let failing = false;
  let delayMs = 0;
  const server = http.createServer(async (req, res) => {
    const name = /^\/api\/(dashboard|trades|activities)$/.exec(req.url ?? '')?.[1];
    if (req.method !== 'GET' || !name) {
      other += 1;
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    counts[name] += 1;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failing) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('Service unavailable (bench: the upstream is failing)');
      return;
    }
    const at = startAt + counts[name] * STEP_MS[name];
    const body = Buffer.from(JSON.stringify(sims[name].snapshot(at)[name]));
    sent.set(bodyHash(body), { endpoint: name, seq: counts[name], sentAt: Date.now() });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
  });
  server.keepAliveTimeout = 65_000;
  const boundPort = await listen(server, port);
  return {
    origin: `http://127.0.0.1:${boundPort}`,
    counts: () => ({ ...counts, other }),
    sentAt: (hash) => sent.get(hash) ?? null,
    /** While on, every endpoint answers 503. */
    setFailing: (on) => {
      failing = on;
    },
    /** Every answer waits this long first (a slow upstream). */
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: () => close(server),
  };
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
]);

/**
 * A transparent counting proxy to `target` (host:port of our server). Counts requests by path
 * (the three endpoints, `/` as `page`, and everything else) and by answer status.
 */
export async function createPassThrough({ port = 0, target }) {
  const [host, targetPort] = target.split(':');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const counts = { dashboard: 0, trades: 0, activities: 0, page: 0, other: 0 };
  const statuses = {};
  const server = http.createServer((req, res) => {
    const name =
      /^\/api\/(dashboard|trades|activities)(\?|$)/.exec(req.url ?? '')?.[1] ??
      (/^\/(\?|$)/.test(req.url ?? '') ? 'page' : 'other');
    counts[name] += 1;
    const headers = {};
    for (const [key, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(key)) headers[key] = value;
    const upstream = http.request({
      host,
      port: Number(targetPort),
      method: req.method,
      path: req.url,
      headers,
      agent,
    });
    upstream.on('response', (answer) => {
      statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
      const out = {};
      for (const [key, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(key)) out[key] = value;
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      statuses.error = (statuses.error ?? 0) + 1;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('pass-through: our server did not answer');
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  const boundPort = await listen(server, port);
  return {
    address: `127.0.0.1:${boundPort}`,
    counts: () => ({ ...counts }),
    statuses: () => ({ ...statuses }),
    close: async () => {
      await close(server);
      agent.destroy();
    },
  };
}
