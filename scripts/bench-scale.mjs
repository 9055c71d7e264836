#!/usr/bin/env node
// `npm run bench:scale` (docs/requirements.md §11.2 and §12): proof at scale, with a real
// caching proxy.
//  1 installs Debian's nginx when /usr/sbin/nginx is missing; builds the app when dist-app is,
//    and the server (dist-server, as operators run it);
//  2 starts on loopback: a counting fake backend (the upstream, answering the three endpoints
//    with the live simulation of mocks/), our built server (shared-snapshot mode, API_ORIGIN =
//    that backend), a counting pass-through in front of our server, and nginx with
//    deploy/nginx.conf in front of that (TLS with a self-signed certificate; its own prefix,
//    temp folders and logs);
//  3 checks what the edge answers (headers, 304), then drives simulated visitors through nginx
//    at each level (scripts/bench/visitors.mjs says what a level is) and counts, per level, the
//    requests at the edge, at our server and at the upstream, latency, errors, how old the data
//    each visitor received was, and for the page loads how many the edge served and whether each
//    got a nonce of its own;
//  4 an upstream failure through the edge; a rolling restart of two server instances behind
//    nginx under load with a slow upstream (5xx at the edge). The page in Chromium through the
//    edge (CSP, nonces) is e2e/edge.spec.ts's, in every `npm test`;
//  5 writes docs/scale.md and docs/scale.json, and stops everything it started (also on a
//    failure or Ctrl-C).
// Run with tsx (the npm script does): the upstream uses mocks/ and the intervals src/constants.ts.
// Environment: SCALE_LEVELS (10,100,1000 connections), SCALE_SECONDS (30 per level),
// SCALE_VISITORS_PER_CONNECTION (20), SCALE_SESSION_SECONDS (300: sets the page loads),
// SCALE_ROLLING_SECONDS (40), SCALE_PORT (first of nine consecutive loopback ports; default:
// ports the system picks), NGINX_BIN (/usr/sbin/nginx).
import { execFileSync, fork, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { POLL_ACTIVITIES_MS, POLL_DASHBOARD_MS, POLL_TRADES_MS } from '../src/constants.ts';
import { ensureNginx, nginxVersion, startNginx, testNginxConfig, writeNginxConfig } from './bench/nginx.mjs';
import { scaleReport } from './bench/scale-report.mjs';
import { createPassThrough, createUpstream } from './bench/scale-servers.mjs';
import { startServer } from './bench/servers.mjs';

// The edge's certificate is the bench's own self-signed one, on loopback: this process's fetch
// accepts it (the visitors' agents say so themselves).
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
/** The built server, as operators run it (npm run build:server). */
const SERVER_SCRIPT = 'dist-server/server.mjs';
/** The rolling restart: how long its load runs, and how slow the upstream is meanwhile. */
const ROLLING_SECONDS = Number(process.env.SCALE_ROLLING_SECONDS ?? 40);
const ROLLING_UPSTREAM_DELAY_MS = 1_500;
const ROLLING_CONNECTIONS = 100;
const LEVELS = (process.env.SCALE_LEVELS ?? '10,100,1000').split(',').map(Number);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 30);
const PER_CONNECTION = Number(process.env.SCALE_VISITORS_PER_CONNECTION ?? 20);
const PORT_BASE = process.env.SCALE_PORT ? Number(process.env.SCALE_PORT) : 0;
/** How long a visitor stays: visitors / this = page loads per second (new visitors arriving). */
const SESSION_SECONDS = Number(process.env.SCALE_SESSION_SECONDS ?? 300);
/** The whole run is stopped (and cleaned up) if it takes longer than this. */
const RUN_LIMIT_MS = 10 * 60_000;
const ENDPOINTS = [
  { name: 'dashboard', path: '/api/dashboard', intervalMs: POLL_DASHBOARD_MS },
  { name: 'trades', path: '/api/trades', intervalMs: POLL_TRADES_MS },
  { name: 'activities', path: '/api/activities', intervalMs: POLL_ACTIVITIES_MS },
];
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

const started = Date.now();
const say = (s) => console.log(`[bench:scale] ${s}`);

// Everything started is stopped in reverse order, once, whatever ends the run.
const stops = [];
let cleaning = null;
const cleanup = () =>
  (cleaning ??= (async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => say(`cleanup: ${error.message}`));
  })());
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    say(`${signal}: stopping everything started`);
    void cleanup().then(() => process.exit(130));
  });
}
const watchdog = setTimeout(() => {
  say(`the run passed ${RUN_LIMIT_MS / 60_000} minutes: stopping`);
  void cleanup().then(() => process.exit(1));
}, RUN_LIMIT_MS);
watchdog.unref();

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const port = async (offset) => (PORT_BASE ? PORT_BASE + offset : freePort());

try {
  // 1. nginx and the build.
  ensureNginx(say);
  if (!existsSync('dist-app/index.html')) {
    say('dist-app is missing: npm run build:app');
    execFileSync('npm', ['run', 'build:app'], { stdio: 'inherit' });
  }
  execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });

  // 2. Upstream, our server, the pass-through, nginx.
  const work = mkdtempSync(path.join(os.tmpdir(), 'smartburn-scale-'));
  // nginx's workers run as an unprivileged user when the bench runs as root: let them in.
  chmodSync(work, 0o755);
  stops.push(async () => rmSync(work, { recursive: true, force: true }));
  const upstream = await createUpstream({ port: PORT_BASE ? PORT_BASE : 0 });
  stops.push(upstream.close);
  const serverPort = await port(1);
  const server = await startServer({
    distDir: 'dist-app',
    port: serverPort,
    script: SERVER_SCRIPT,
    env: { API_ORIGIN: upstream.origin, API_CACHE: '', MOCK_SCENARIO: '', ACCESS_LOG: 'off', LOG_LEVEL: 'warn' },
  });
  stops.push(server.stop);
  const pass = await createPassThrough({ port: await port(2), target: `127.0.0.1:${serverPort}` });
  stops.push(pass.close);
  const edgePort = await port(3);
  const edgeHttpPort = await port(4);
  const nginxPaths = writeNginxConfig(path.join(work, 'nginx'), {
    upstream: pass.address,
    listen: `127.0.0.1:${edgePort}`,
    listenHttp: `127.0.0.1:${edgeHttpPort}`,
    accessLog: true,
  });
  const check = testNginxConfig(nginxPaths);
  if (!check.ok) throw new Error(`nginx -t refused the config:\n${check.output}`);
  const edge = `https://127.0.0.1:${edgePort}`;
  const nginx = await startNginx(nginxPaths, `${edge}/`);
  stops.push(nginx.stop);
  say(`upstream ${upstream.origin} <- our server :${serverPort} <- pass-through ${pass.address} <- nginx ${edge}`);

  // 3a. What the edge answers: headers of each endpoint, then a conditional request.
  const edgeHeaders = [];
  for (const endpoint of ENDPOINTS) {
    const first = await fetch(edge + endpoint.path, { headers: { 'accept-encoding': BROWSER_ENCODING } });
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    const again = await fetch(edge + endpoint.path, {
      headers: { 'accept-encoding': BROWSER_ENCODING, ...(etag ? { 'if-none-match': etag } : {}) },
    });
    await again.arrayBuffer();
    edgeHeaders.push({
      path: endpoint.path,
      status: first.status,
      cacheControl: first.headers.get('cache-control'),
      etag,
      vary: first.headers.get('vary'),
      setCookie: first.headers.get('set-cookie'),
      cacheStatus: [first.headers.get('x-cache-status'), again.headers.get('x-cache-status')],
      conditionalStatus: again.status,
    });
  }
  const page = await fetch(`${edge}/`);
  await page.arrayBuffer();
  const pageHeaders = {
    cacheControl: page.headers.get('cache-control'),
    cacheStatus: page.headers.get('x-cache-status'),
    csp: page.headers.get('content-security-policy'),
  };
  say(
    `edge headers: ${edgeHeaders.map((h) => `${h.path} ${h.status} "${h.cacheControl}" then ${h.conditionalStatus}`).join('; ')}`,
  );

  // 3b. The levels.
  const levels = [];
  const windows = [];
  for (const connections of LEVELS) {
    say(`level ${connections} connections x ${PER_CONNECTION} visitors, ${SECONDS} s`);
    const loadBefore = os.loadavg()[0];
    const window = [Date.now() / 1000];
    const serverBefore = pass.counts();
    const upstreamBefore = upstream.counts();
    const result = await runLevel({
      url: edge,
      connections,
      seed: connections,
      sentAt: (hash) => upstream.sentAt(hash)?.sentAt ?? null,
    });
    const delta = (after, before) =>
      Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - (before[key] ?? 0)]));
    const level = {
      ...result,
      server: delta(pass.counts(), serverBefore),
      upstream: delta(upstream.counts(), upstreamBefore),
      loadAverage: [loadBefore, os.loadavg()[0]],
    };
    window.push(Date.now() / 1000);
    windows.push(window);
    levels.push(level);
    const apiTotal = (c) => c.dashboard + c.trades + c.activities;
    say(
      `  edge ${level.requestsPerSecond.toFixed(0)} req/s, p50 ${level.latencyMs.p50?.toFixed(1)} ms, p99 ${level.latencyMs.p99?.toFixed(1)} ms, ` +
        `errors ${Object.values(level.errors).reduce((a, b) => a + b, 0)}, server ${apiTotal(level.server)}, upstream ${apiTotal(level.upstream)}, ` +
        `oldest data ${level.ages.map((a) => `${a.endpoint} ${((a.maxMs ?? 0) / 1000).toFixed(1)} s`).join(' / ')}`,
    );
  }

  // 3c. An upstream failure through the edge: from the moment the upstream starts answering 503,
  // how long until the edge answers each endpoint with a failure (what the page needs to show its
  // stale mark), and from the moment it heals, how long until the edge has data again.
  const failure = await failureThroughEdge(edge, upstream);
  say(
    `failure reached the edge after ${failure.map((f) => `${f.endpoint} ${f.failedAfterMs === null ? 'never' : `${(f.failedAfterMs / 1000).toFixed(1)} s`}`).join(' / ')}; ` +
      `recovered after ${failure.map((f) => `${f.recoveredAfterMs === null ? 'never' : `${(f.recoveredAfterMs / 1000).toFixed(1)} s`}`).join(' / ')}`,
  );

  // 3d. A rolling restart of two instances behind nginx, under load, with a slow upstream.
  const rolling = await rollingRestart(work, upstream);
  say(
    `rolling restart: ${rolling.edge5xx} 5xx and ${rolling.otherErrors} other errors at the edge in ${rolling.requests} requests; ` +
      `restarts took ${rolling.restarts.map((r) => `${(r.ms / 1000).toFixed(1)} s (exit ${r.exitCode})`).join(', ')}`,
  );

  // nginx's own time per request (its access log, flushed each second), per level.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const logLines = readFileSync(nginxPaths.accessLog, 'utf8').split('\n');
  const percentiles = (times) => {
    times.sort((a, b) => a - b);
    const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] : null);
    return { count: times.length, p50: at(0.5), p99: at(0.99), max: at(1) };
  };
  levels.forEach((level, i) => {
    const [from, to] = windows[i];
    const api = [];
    const pages = [];
    for (const line of logLines) {
      const [msec, requestTime, , , uri] = line.split(' ');
      if (!(Number(msec) >= from && Number(msec) <= to)) continue;
      (uri?.startsWith('/api/') ? api : pages).push(Number(requestTime) * 1000);
    }
    level.nginxRequestTimeMs = percentiles(api);
    level.pageLoads.nginxRequestTimeMs = percentiles(pages);
  });

  // 4. The report.
  const errorLog = existsSync(nginxPaths.errorLog) ? readFileSync(nginxPaths.errorLog, 'utf8') : '';
  const report = scaleReport({
    generatedAt: new Date().toISOString(),
    commit: gitDescribe(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      nginx: nginxVersion(),
    },
    config: {
      sessionSeconds: SESSION_SECONDS,
      levels: LEVELS,
      seconds: SECONDS,
      visitorsPerConnection: PER_CONNECTION,
      endpoints: ENDPOINTS,
      browserEncoding: BROWSER_ENCODING,
    },
    edgeHeaders,
    pageHeaders,
    levels,
    failure,
    rolling,
    nginxErrorLines: errorLog.split('\n').filter((line) => /\[(error|crit|alert|emerg)\]/.test(line)),
    passThroughStatuses: pass.statuses(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
  });
  mkdirSync('docs', { recursive: true });
  // The History section was measured once by another probe: kept as it is.
  const old = existsSync('docs/scale.md') ? readFileSync('docs/scale.md', 'utf8') : '';
  const kept = /<!-- history -->[\s\S]*<!-- \/history -->/.exec(old)?.[0] ?? '';
  writeFileSync('docs/scale.md', kept ? `${report.markdown.trimEnd()}\n\n${kept}\n` : report.markdown);
  writeFileSync('docs/scale.json', `${JSON.stringify(report.json, null, 2)}\n`);
  for (const goal of report.json.goals) say(`${goal.met ? 'met' : 'NOT MET'}: ${goal.goal} (${goal.measured})`);
  say(`wrote docs/scale.md and docs/scale.json in ${Math.round((Date.now() - started) / 1000)} s`);
  await cleanup();
  process.exit(report.json.goals.every((goal) => goal.met) ? 0 : 1);
} catch (error) {
  // After a signal, the level in progress fails because its visitors were stopped: not news.
  if (!interrupted) console.error(`[bench:scale] failed: ${error.stack ?? error}`);
  await cleanup();
  process.exit(interrupted ? 130 : 1);
}

/**
 * Two instances of the built server behind nginx (deploy/nginx.conf, both in its upstream), the
 * upstream slowed down to ROLLING_UPSTREAM_DELAY_MS, visitors at ROLLING_CONNECTIONS connections
 * for ROLLING_SECONDS; meanwhile each instance in turn gets SIGTERM, is waited for (it drains,
 * then exits) and is started again on its port, as a rolling deploy does. Counts every 5xx and
 * every other error the visitors saw at the edge.
 */
async function rollingRestart(work, upstream) {
  const ports = [await port(5), await port(6)];
  const env = {
    API_ORIGIN: upstream.origin,
    API_CACHE: '',
    MOCK_SCENARIO: '',
    ACCESS_LOG: 'off',
    LOG_LEVEL: 'warn',
    DRAIN_DELAY_MS: '2000',
  };
  const start = (serverPort) => startServer({ distDir: 'dist-app', port: serverPort, script: SERVER_SCRIPT, env });
  const instances = [];
  for (const serverPort of ports) instances.push(await start(serverPort));
  stops.push(() => Promise.all(instances.map((instance) => instance.stop())));
  const [tlsPort, httpPort] = [await port(7), await port(8)];
  const paths = writeNginxConfig(path.join(work, 'nginx-rolling'), {
    upstream: ports.map((p) => `127.0.0.1:${p}`).join(','),
    listen: `127.0.0.1:${tlsPort}`,
    listenHttp: `127.0.0.1:${httpPort}`,
  });
  const check = testNginxConfig(paths);
  if (!check.ok) throw new Error(`nginx -t refused the rolling config:\n${check.output}`);
  const edge = `https://127.0.0.1:${tlsPort}`;
  const nginx = await startNginx(paths, `${edge}/`);
  stops.push(nginx.stop);
  upstream.setDelay(ROLLING_UPSTREAM_DELAY_MS);
  say(
    `rolling restart: 2 instances :${ports.join(', :')} behind nginx ${edge}, upstream ${ROLLING_UPSTREAM_DELAY_MS} ms slow`,
  );
  const load = runLevel({
    url: edge,
    connections: ROLLING_CONNECTIONS,
    seed: 4242,
    sentAt: (hash) => upstream.sentAt(hash)?.sentAt ?? null,
    seconds: ROLLING_SECONDS,
  });
  const restarts = [];
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  for (let i = 0; i < instances.length; i++) {
    const began = Date.now();
    const exitCode = await instances[i].stop();
    instances[i] = await start(ports[i]);
    restarts.push({ port: ports[i], ms: Date.now() - began, exitCode });
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  const result = await load;
  upstream.setDelay(0);
  const statuses = { ...result.byStatus };
  for (const [status, n] of Object.entries(result.pageLoads.byStatus)) statuses[status] = (statuses[status] ?? 0) + n;
  const edge5xx = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  // Any other status, and the polls that got no answer at all (socket errors, timeouts).
  const otherErrors =
    Object.entries(statuses)
      .filter(([status]) => !(Number(status) >= 500) && !['200', '304'].includes(status))
      .reduce((sum, [, n]) => sum + n, 0) +
    result.errors.socket +
    result.errors.timeout;
  return {
    seconds: ROLLING_SECONDS,
    connections: ROLLING_CONNECTIONS,
    upstreamDelayMs: ROLLING_UPSTREAM_DELAY_MS,
    requests: result.sent + result.pageLoads.sent,
    statuses,
    edge5xx,
    otherErrors,
    restarts,
    pageLoads: result.pageLoads.sent,
  };
}

/** One level in its own process (scripts/bench/visitors.mjs); answers its one question. */
function runLevel({ url, connections, seed, sentAt, seconds = SECONDS }) {
  return new Promise((resolve, reject) => {
    const child = fork(
      path.resolve('scripts/bench/visitors.mjs'),
      [
        JSON.stringify({
          url,
          connections,
          visitorsPerConnection: PER_CONNECTION,
          durationMs: seconds * 1000,
          endpoints: ENDPOINTS,
          pageLoadsPerSecond: (connections * PER_CONNECTION) / SESSION_SECONDS,
          seed,
        }),
      ],
      { execArgv: [] },
    );
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    stops.push(stop);
    let result = null;
    child.on('message', (message) => {
      if (message.type === 'lookup') {
        child.send({ sent: message.hashes.map(sentAt) });
      } else if (message.type === 'result') {
        result = message.result;
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      stops.splice(stops.indexOf(stop), 1);
      if (result) resolve(result);
      else reject(new Error(`the visitors of level ${connections} exited with ${code} and no result`));
    });
  });
}

/**
 * Polls each endpoint through the edge every FAILURE_POLL_MS (one client, like one page that
 * polls much faster than the page does) while the upstream fails, then after it heals. Gives up
 * on an endpoint after two of its poll intervals.
 */
async function failureThroughEdge(edge, upstream) {
  const FAILURE_POLL_MS = 250;
  const watch = (endpoint, wanted, since) =>
    (async () => {
      while (Date.now() - since < 2 * endpoint.intervalMs) {
        const res = await fetch(edge + endpoint.path, { headers: { 'accept-encoding': BROWSER_ENCODING } }).catch(
          () => null,
        );
        if (res) await res.arrayBuffer();
        const status = res?.status ?? 0;
        if (wanted(status))
          return { afterMs: Date.now() - since, status, cacheStatus: res?.headers.get('x-cache-status') };
        await new Promise((resolve) => setTimeout(resolve, FAILURE_POLL_MS));
      }
      return { afterMs: null, status: null, cacheStatus: null };
    })();
  upstream.setFailing(true);
  const failedAt = Date.now();
  const failed = await Promise.all(ENDPOINTS.map((e) => watch(e, (status) => status >= 400 || status === 0, failedAt)));
  upstream.setFailing(false);
  const healedAt = Date.now();
  const healed = await Promise.all(ENDPOINTS.map((e) => watch(e, (status) => status === 200, healedAt)));
  return ENDPOINTS.map((endpoint, i) => ({
    endpoint: endpoint.name,
    intervalMs: endpoint.intervalMs,
    failedAfterMs: failed[i].afterMs,
    failureStatus: failed[i].status,
    failureCacheStatus: failed[i].cacheStatus,
    recoveredAfterMs: healed[i].afterMs,
  }));
}

function gitDescribe() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  // The two files this command writes do not count as changes to what it measured.
  const dirty = spawnSync(
    'git',
    ['status', '--porcelain', '--untracked-files=no', '--', '.', ':!docs/scale.md', ':!docs/scale.json'],
    { encoding: 'utf8' },
  ).stdout.trim();
  return head ? `${head}${dirty ? ' (with uncommitted changes)' : ''}` : 'unknown';
}
