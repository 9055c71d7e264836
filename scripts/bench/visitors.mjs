// Simulated visitors for `npm run bench:scale`, one level per process (forked by
// scripts/bench-scale.mjs, which passes the level as JSON in argv[2] and answers one IPC
// question at the end: when the upstream sent each body seen).
//
// A level is `connections` kept-alive HTTP/1.1 connections to the edge. Each connection carries
// the polls of `visitorsPerConnection` visitors; each visitor polls the three endpoints as the
// page does (dashboard every 30 s, trades 15 s, activities 20 s), from a random phase, like a
// browser: Accept-Encoding of a current browser, its own cookie, and If-None-Match with the ETag
// of the answer it holds. A connection sends one request at a time; a poll that falls due while
// the same visitor's previous poll of that endpoint is still out is skipped and counted.
// Besides, `pageLoadsPerSecond` new visitors open `/` on connections of their own.
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

const cfg = JSON.parse(process.argv[2] ?? '{}');
const {
  url,
  connections,
  visitorsPerConnection,
  durationMs,
  endpoints,
  pageLoadsPerSecond = 0,
  requestTimeoutMs = 10_000,
  seed = 1,
} = cfg;
const target = new URL(url);
// The edge terminates TLS with the bench's self-signed certificate (loopback only).
const client = target.protocol === 'https:' ? https : http;
const tls = target.protocol === 'https:' ? { rejectUnauthorized: false } : {};
const E = endpoints.length;
const visitors = connections * visitorsPerConnection;

// A small seeded generator (mulberry32), so a level's phases are the same from run to run.
let rngState = seed >>> 0;
const random = () => {
  rngState = (rngState + 0x6d2b79f5) >>> 0;
  let t = rngState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A growable array of doubles. */
class Samples {
  constructor() {
    this.data = new Float64Array(1024);
    this.length = 0;
  }
  push(x) {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = x;
  }
  sorted() {
    return this.data.slice(0, this.length).sort();
  }
}
const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : null;

// The schedule: a binary min-heap of (due time, visitor * E + endpoint).
const heapDue = new Float64Array(visitors * E);
const heapId = new Int32Array(visitors * E);
let heapSize = 0;
function heapPush(due, id) {
  let i = heapSize++;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (heapDue[parent] <= due) break;
    heapDue[i] = heapDue[parent];
    heapId[i] = heapId[parent];
    i = parent;
  }
  heapDue[i] = due;
  heapId[i] = id;
}
function heapPop() {
  const id = heapId[0];
  const lastDue = heapDue[--heapSize];
  const lastId = heapId[heapSize];
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    if (left >= heapSize) break;
    const right = left + 1;
    const child = right < heapSize && heapDue[right] < heapDue[left] ? right : left;
    if (heapDue[child] >= lastDue) break;
    heapDue[i] = heapDue[child];
    heapId[i] = heapId[child];
    i = child;
  }
  heapDue[i] = lastDue;
  heapId[i] = lastId;
  return id;
}

const agents = Array.from({ length: connections }, () => new client.Agent({ keepAlive: true, maxSockets: 1, ...tls }));
const inflight = new Uint8Array(visitors * E);
const heldEtag = new Array(visitors * E).fill(null);
const heldBody = new Int32Array(visitors * E).fill(-1);

// Bodies seen, by id: the sha1 of the decoded body (what the upstream sent); decoded once per ETag.
const bodyIds = new Map();
const bodyHashes = [];
const bodyIdByEtag = new Map();
/** A body as sent, decoded. */
const decode = (encoding, raw) =>
  encoding === 'gzip'
    ? zlib.gunzipSync(raw)
    : encoding === 'deflate'
      ? zlib.inflateSync(raw)
      : encoding === 'br'
        ? zlib.brotliDecompressSync(raw)
        : raw;
function bodyId(endpoint, etag, encoding, raw) {
  const memoKey = etag ? `${endpoint} ${encoding ?? ''} ${etag}` : null;
  if (memoKey && bodyIdByEtag.has(memoKey)) return bodyIdByEtag.get(memoKey);
  const decoded = decode(encoding, raw);
  const hash = createHash('sha1').update(decoded).digest('hex');
  let id = bodyIds.get(hash);
  if (id === undefined) {
    id = bodyHashes.length;
    bodyHashes.push(hash);
    bodyIds.set(hash, id);
  }
  if (memoKey) bodyIdByEtag.set(memoKey, id);
  return id;
}

const stats = {
  sent: 0,
  responses: 0,
  byStatus: {},
  byCacheStatus: {},
  errors: { status: 0, socket: 0, timeout: 0, notModifiedWithoutBody: 0 },
  errorSamples: [],
  skipped: 0,
  bytes: 0,
};
// Latency of every request but each connection's first, which also waits for its TCP set-up
// (all of a level's connections open within its first second) and is reported on its own.
const latency = new Samples();
const latencyByCache = {};
const firstOnConnection = new Samples();
const connectionUsed = new Uint8Array(connections);
const lag = new Samples();
// Per endpoint: (body id, received at) of every answer that carried or confirmed data.
const seen = endpoints.map(() => ({ body: [], at: [] }));

let active = 0;
const t0 = performance.now();
const cpuT0 = process.cpuUsage();
const wallT0 = Date.now();
const wallNow = () => wallT0 + (performance.now() - t0);
let stopping = false;

function poll(id) {
  const visitor = Math.floor(id / E);
  const e = id % E;
  const endpoint = endpoints[e];
  const headers = {
    accept: '*/*',
    'accept-encoding': 'gzip, deflate, br, zstd',
    'accept-language': 'en-US,en;q=0.9',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) smartburn-bench-scale',
    cookie: `sb_visitor=${visitor}`,
  };
  if (heldEtag[id]) headers['if-none-match'] = heldEtag[id];
  inflight[id] = 1;
  active += 1;
  stats.sent += 1;
  const started = performance.now();
  let settled = false;
  const finish = () => {
    settled = true;
    inflight[id] = 0;
    active -= 1;
  };
  const fail = (kind, detail) => {
    if (settled) return;
    finish();
    stats.errors[kind] += 1;
    if (stats.errorSamples.length < 5) stats.errorSamples.push(`${endpoint.path}: ${detail}`);
  };
  const req = client.request(
    {
      host: target.hostname,
      port: target.port,
      path: endpoint.path,
      method: 'GET',
      headers,
      agent: agents[visitor % connections],
    },
    (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', (error) => fail('socket', error.message));
      res.on('end', () => {
        if (settled) return;
        finish();
        const status = res.statusCode;
        const receivedAt = wallNow();
        const took = performance.now() - started;
        const connection = visitor % connections;
        const first = !connectionUsed[connection];
        connectionUsed[connection] = 1;
        if (first) firstOnConnection.push(took);
        else latency.push(took);
        stats.responses += 1;
        stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
        const cache = res.headers['x-cache-status'] ?? 'none';
        stats.byCacheStatus[cache] = (stats.byCacheStatus[cache] ?? 0) + 1;
        if (!first) (latencyByCache[cache] ??= new Samples()).push(took);
        const raw = Buffer.concat(chunks);
        stats.bytes += raw.length;
        if (status === 200) {
          const body = bodyId(e, res.headers.etag, res.headers['content-encoding'], raw);
          heldEtag[id] = res.headers.etag ?? null;
          heldBody[id] = body;
          seen[e].body.push(body);
          seen[e].at.push(receivedAt);
        } else if (status === 304) {
          if (heldBody[id] < 0) {
            stats.errors.notModifiedWithoutBody += 1;
            return;
          }
          seen[e].body.push(heldBody[id]);
          seen[e].at.push(receivedAt);
        } else {
          stats.errors.status += 1;
          if (stats.errorSamples.length < 5) stats.errorSamples.push(`${endpoint.path}: HTTP ${status}`);
        }
      });
    },
  );
  req.setTimeout(requestTimeoutMs, () => {
    fail('timeout', `no answer within ${requestTimeoutMs} ms`);
    req.destroy();
  });
  req.on('error', (error) => fail('socket', error.message));
  req.end();
}

// Every visitor starts each endpoint at a random phase of its interval, then keeps the interval.
for (let v = 0; v < visitors; v++) {
  for (let e = 0; e < E; e++) heapPush(random() * endpoints[e].intervalMs, v * E + e);
}

// Page loads: new visitors opening `/`, evenly spaced, on connections of their own (a new
// visitor's browser does not queue behind another visitor's polls). The edge keeps one body
// while its data is fresh and fills a nonce of its own into each answer: each page's CSP nonce
// is recorded (distinct per page?) and compared with the one in its HTML.
const pageLoads = {
  sent: 0,
  byStatus: {},
  byCacheStatus: {},
  errors: 0,
  latency: new Samples(),
  nonces: new Set(),
  withNonce: 0,
  nonceMismatches: 0,
};
const pageLoadAgent = new client.Agent({ keepAlive: true, maxSockets: 64, ...tls });
function loadPage() {
  const agent = pageLoadAgent;
  const started = performance.now();
  pageLoads.sent += 1;
  active += 1;
  let settled = false;
  const done = (status) => {
    if (settled) return;
    settled = true;
    active -= 1;
    if (status === 200) pageLoads.latency.push(performance.now() - started);
    else {
      pageLoads.errors += 1;
      if (stats.errorSamples.length < 5) stats.errorSamples.push(`/: ${status}`);
    }
    pageLoads.byStatus[status] = (pageLoads.byStatus[status] ?? 0) + 1;
  };
  const req = client.request(
    {
      host: target.hostname,
      port: target.port,
      path: '/',
      headers: {
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        'accept-encoding': 'gzip, deflate, br, zstd',
        'accept-language': 'en-US,en;q=0.9',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) smartburn-bench-scale',
      },
      agent,
    },
    (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const cache = res.headers['x-cache-status'] ?? 'none';
        pageLoads.byCacheStatus[cache] = (pageLoads.byCacheStatus[cache] ?? 0) + 1;
        const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1];
        if (nonce && res.statusCode === 200) {
          pageLoads.withNonce += 1;
          pageLoads.nonces.add(nonce);
          const raw = Buffer.concat(chunks);
          let html = '';
          try {
            html = decode(res.headers['content-encoding'], raw).toString('utf8');
          } catch {
            html = '';
          }
          if (!html.includes(`<meta name="csp-nonce" content="${nonce}"`)) pageLoads.nonceMismatches += 1;
        }
        done(res.statusCode);
      });
      res.on('error', () => done('socket error'));
    },
  );
  req.setTimeout(requestTimeoutMs, () => {
    done('timeout');
    req.destroy();
  });
  req.on('error', () => done('socket error'));
  req.end();
}
if (pageLoadsPerSecond > 0) {
  const every = 1000 / pageLoadsPerSecond;
  let next = random() * every;
  const schedule = () => {
    const now = performance.now() - t0;
    if (now >= durationMs) return;
    while (next <= now) {
      loadPage();
      next += every;
    }
    setTimeout(schedule, Math.max(0, next - (performance.now() - t0)));
  };
  setTimeout(schedule, next);
}

function tick() {
  if (stopping) return;
  const now = performance.now() - t0;
  while (heapSize > 0 && heapDue[0] <= now) {
    const due = heapDue[0];
    const id = heapPop();
    if (due >= durationMs) {
      stopping = true;
      break;
    }
    lag.push(now - due);
    if (inflight[id]) stats.skipped += 1;
    else poll(id);
    heapPush(due + endpoints[id % E].intervalMs, id);
  }
  if (now >= durationMs) stopping = true;
  if (stopping) return void drain();
  setTimeout(tick, Math.max(0, Math.min(heapDue[0], durationMs) - (performance.now() - t0)));
}

function drain() {
  const started = performance.now();
  const wait = () => {
    if (active === 0 || performance.now() - started > requestTimeoutMs + 2_000) return void report();
    setTimeout(wait, 20);
  };
  wait();
}

function report() {
  const elapsedMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpuT0);
  for (const agent of agents) agent.destroy();
  pageLoadAgent.destroy();
  process.once('message', (message) => {
    // message.sent[i]: when the upstream sent body i (epoch ms), or null when it never did.
    const ages = endpoints.map((endpoint, e) => {
      const samples = new Samples();
      let unmatched = 0;
      const { body, at } = seen[e];
      for (let i = 0; i < body.length; i++) {
        const sentAt = message.sent[body[i]];
        if (sentAt === null) unmatched += 1;
        else samples.push(at[i] - sentAt);
      }
      const sorted = samples.sorted();
      return {
        endpoint: endpoint.name,
        intervalMs: endpoint.intervalMs,
        samples: sorted.length,
        unmatched,
        p50Ms: quantile(sorted, 0.5),
        p99Ms: quantile(sorted, 0.99),
        maxMs: sorted.length ? sorted[sorted.length - 1] : null,
      };
    });
    const lat = latency.sorted();
    const summary = (samples) => {
      const sorted = samples.sorted();
      return { count: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
    };
    const lags = lag.sorted();
    process.send(
      {
        type: 'result',
        result: {
          connections,
          visitorsPerConnection,
          visitors,
          durationMs,
          elapsedMs: Math.round(elapsedMs),
          generatorCpuPercent: ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100,
          offeredPerSecond: visitors * endpoints.reduce((sum, endpoint) => sum + 1000 / endpoint.intervalMs, 0),
          ...stats,
          requestsPerSecond: stats.sent / (durationMs / 1000),
          latencyMs: {
            p50: quantile(lat, 0.5),
            p99: quantile(lat, 0.99),
            max: lat.length ? lat[lat.length - 1] : null,
          },
          latencyByCacheStatusMs: Object.fromEntries(
            Object.entries(latencyByCache).map(([status, samples]) => [status, summary(samples)]),
          ),
          firstRequestOnConnectionMs: summary(firstOnConnection),
          pageLoads: {
            sent: pageLoads.sent,
            byStatus: pageLoads.byStatus,
            byCacheStatus: pageLoads.byCacheStatus,
            withNonce: pageLoads.withNonce,
            distinctNonces: pageLoads.nonces.size,
            nonceMismatches: pageLoads.nonceMismatches,
            errors: pageLoads.errors,
            latencyMs: summary(pageLoads.latency),
          },
          scheduleLagMs: {
            p50: quantile(lags, 0.5),
            p99: quantile(lags, 0.99),
            max: lags.length ? lags[lags.length - 1] : null,
          },
          ages,
        },
      },
      () => process.exit(0),
    );
  });
  process.send({ type: 'lookup', hashes: bodyHashes });
}

tick();
