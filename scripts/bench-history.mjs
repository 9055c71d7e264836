#!/usr/bin/env node
// `npm run bench:history` (docs/requirements.md §13, docs/scale.md "History"): two figures of the
// server's history, printed as JSON and Markdown.
//  1 size: 90 simulated days of the sampler (every 30 s) over the live simulation, through the
//    real sampler, snapshot, SQLite store and retention, on an injected clock (no waiting): the
//    file's size at the end, the rows by kind and the bytes by table (the samples apart from the
//    feed, the simulation's activity every 20 s).
//  2 edge: GET /api/history?range=… through nginx with deploy/nginx.conf over HTTPS, in front of
//    the built server (shared mode, a fresh DATA_DIR, the live simulation's 30-day backfill),
//    with a counting pass-through between them: requests per second at the edge, and how many
//    reached our server. Then the same load on our server directly. 127.0.0.1 only; each run is
//    BENCH_HISTORY_SECONDS long (default 10), three runs per case, medians reported.
// `--size` or `--edge` runs one part only (the other part's last figures are kept). Writes
// docs/scale-history.json and the "History" section at the end of docs/scale.md (between its
// markers; `npm run bench:scale` keeps it when it rewrites the rest). Ports: BENCH_PORT (default
// 4760) and the next three.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createLiveSimulation } from '@smartburn/ui/mocks';
import { HISTORY_SAMPLE_MS } from '../src/constants.ts';
import { createSnapshotStore } from '../app/server/snapshot.ts';
import { createSampler } from '../app/server/history/sampler.ts';
import { openSqliteStore } from '../app/server/history/sqliteStore.ts';
import { DEFAULT_RETENTION } from '../app/server/history/retention.ts';
import { HISTORY_SQLITE_FILE } from '../app/server/limits.ts';
import { ensureNginx, nginxVersion, startNginx, writeNginxConfig } from './bench/nginx.mjs';
import { createPassThrough } from './bench/scale-servers.mjs';
import { HISTORY_SECTION, withHistorySection } from './bench/history-section.mjs';
import { startServer, stopAllServers } from './bench/servers.mjs';

const DAYS = 90;
const FEED_EVERY_MS = 30 * 60_000;
const RECONNECT_EVERY = 500;
const only = process.argv.includes('--size') ? 'size' : process.argv.includes('--edge') ? 'edge' : 'both';
const say = (s) => console.error(`[bench:history] ${s}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** 90 days of sampling on an injected clock; the SQLite file's size at the end. */
async function simulateSize({ feed }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sb-history-size-'));
  const start = Date.parse('2026-01-01T00:00:00Z');
  let clock = start;
  const now = () => clock;
  const sim = createLiveSimulation(1, { now, startAt: start });
  const encoder = new TextEncoder();
  // The feed's 100 activities span 33 minutes: asked every 30 minutes it shows each activity at
  // least once, as every 30 s does, and the run takes minutes instead of an hour. Other runs get
  // an empty feed (nothing to record).
  const upstream = async (p) => {
    const body =
      p === '/api/dashboard'
        ? sim.snapshot(clock).dashboard
        : feed && clock % FEED_EVERY_MS === 0
          ? sim.snapshot(clock).activities
          : [];
    return {
      status: 200,
      headers: new Headers({ 'content-type': 'application/json' }),
      body: encoder.encode(JSON.stringify(body)),
    };
  };
  const store = openSqliteStore(dir);
  const sampler = createSampler({ snapshot: createSnapshotStore(upstream, { now }), store, now });
  const started = Date.now();
  const runs = (DAYS * 24 * 60 * 60_000) / HISTORY_SAMPLE_MS;
  for (let i = 0; i < runs; i++) {
    clock = start + i * HISTORY_SAMPLE_MS;
    const outcome = await sampler.sampleOnce();
    if (outcome !== 'recorded') throw new Error(`run ${i}: ${outcome}`);
    if (i % 28_800 === 0) say(`${feed ? 'with feed' : 'dashboard only'}: day ${i / 2_880} of ${DAYS}`);
  }
  // The retention as it runs every hour, once more at the end.
  await store.prune(clock, DEFAULT_RETENTION);
  await store.close();
  const file = path.join(dir, HISTORY_SQLITE_FILE);
  const db = new Database(file, { readonly: true });
  const count = (sql) => db.prepare(sql).pluck().get();
  const rows = {
    samples: count('SELECT COUNT(*) FROM history_samples'),
    burns: count("SELECT COUNT(*) FROM history_activities WHERE type = 'burn'"),
    otherActivities: count("SELECT COUNT(*) FROM history_activities WHERE type <> 'burn'"),
  };
  // Bytes per table and index (SQLite's dbstat): what the samples take apart from the feed.
  const tables = Object.fromEntries(
    db
      .prepare('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name')
      .all()
      .map((r) => [r.name, r.bytes]),
  );
  db.close();
  const bytes = statSync(file).size;
  rmSync(dir, { recursive: true, force: true });
  return {
    feed,
    days: DAYS,
    runs,
    bytes,
    megabytes: mb(bytes),
    rows,
    tables,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

async function load(url, seconds, connections) {
  // A new connection every 500 requests, as a client honouring our bound on requests per
  // connection (MAX_REQUESTS_PER_CONNECTION, 1,000) would open one; autocannon otherwise goes on
  // sending on a connection told `Connection: close` and gets 503s.
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    reconnectRate: RECONNECT_EVERY,
    tlsOptions: { rejectUnauthorized: false },
  });
  // Only 200s count as answered: anything else (and its status) is reported apart.
  return {
    requestsPerSecond: Math.round(result['2xx'] / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
    errors: result.errors + result.timeouts,
  };
}

async function edge() {
  ensureNginx(say);
  const basePort = Number(process.env.BENCH_PORT ?? 4760);
  const seconds = Number(process.env.BENCH_HISTORY_SECONDS ?? 10);
  const connections = 20;
  const server = await startServer({
    distDir: 'dist-app',
    port: basePort,
    script: 'dist-server/server.mjs',
    env: { ACCESS_LOG: 'off', LOG_LEVEL: 'warn' },
  });
  const pass = await createPassThrough({ port: basePort + 1, target: `127.0.0.1:${basePort}` });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sb-history-nginx-'));
  const paths = writeNginxConfig(dir, {
    upstream: pass.address,
    listen: `127.0.0.1:${basePort + 2}`,
    listenHttp: `127.0.0.1:${basePort + 3}`,
  });
  const edgeUrl = `https://127.0.0.1:${basePort + 2}`;
  // Probed on its plain HTTP port (a redirect): the self-signed certificate is for autocannon alone.
  const nginx = await startNginx(paths, `http://127.0.0.1:${basePort + 3}/livez`);
  const results = [];
  try {
    for (const range of ['24h', '30d']) {
      for (const [where, base] of [
        ['edge', edgeUrl],
        ['server', `http://127.0.0.1:${basePort}`],
      ]) {
        const runs = [];
        for (let run = 0; run < 3; run++) {
          const before = pass.counts().other;
          const measured = await load(`${base}/api/history?range=${range}`, seconds, connections);
          runs.push({ ...measured, reachedServer: where === 'edge' ? pass.counts().other - before : null });
        }
        const pick = (key) => median(runs.map((r) => r[key]));
        results.push({
          range,
          where,
          connections,
          seconds,
          requestsPerSecond: pick('requestsPerSecond'),
          p50: pick('p50'),
          p99: pick('p99'),
          errors: runs.reduce((sum, r) => sum + r.errors, 0),
          // Answers other than 200, by status, over the three runs.
          otherStatuses: runs.reduce((all, r) => {
            for (const [code, count] of Object.entries(r.statuses))
              if (code !== '200') all[code] = (all[code] ?? 0) + count;
            return all;
          }, {}),
          reachedServer: where === 'edge' ? pick('reachedServer') : null,
          runs,
        });
        say(`${range} ${where}: ${pick('requestsPerSecond')} req/s`);
      }
    }
  } finally {
    await nginx.stop();
    await pass.close();
    await stopAllServers();
    rmSync(dir, { recursive: true, force: true });
  }
  void server;
  return { nginx: nginxVersion(), results };
}

const JSON_FILE = 'docs/scale-history.json';
const previous = existsSync(JSON_FILE) ? JSON.parse(readFileSync(JSON_FILE, 'utf8')) : {};
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const machine = { node: process.version, cpus: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}` };
const report = { ...previous };
if (only !== 'edge') {
  const loadBefore = os.loadavg()[0];
  const runs = [await simulateSize({ feed: true })];
  report.size = { date: new Date().toISOString(), commit, ...machine, loadBefore, loadAfter: os.loadavg()[0], runs };
}
if (only !== 'size') {
  const loadBefore = os.loadavg()[0];
  const measured = await edge();
  report.edge = {
    date: new Date().toISOString(),
    commit,
    ...machine,
    loadBefore,
    loadAfter: os.loadavg()[0],
    ...measured,
  };
}
writeFileSync(JSON_FILE, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync('docs/scale.md', withHistorySection(readFileSync('docs/scale.md', 'utf8'), markdown(report)));
say(`wrote ${JSON_FILE} and the ${HISTORY_SECTION} section of docs/scale.md`);

function markdown({ size, edge: e }) {
  const n = (x) => x.toLocaleString('en-US');
  const lines = [
    '## History (`npm run bench:history`)',
    '',
    'Written by `npm run bench:history`; raw figures in `docs/scale-history.json`. Do not edit by hand: run the command again.',
    '',
  ];
  if (size) {
    const [feed] = size.runs;
    const samplesBytes = feed.tables.history_samples ?? 0;
    const feedBytes =
      (feed.tables.history_activities ?? 0) +
      (feed.tables.history_burns ?? 0) +
      (feed.tables['sqlite_autoindex_history_activities_1'] ?? 0);
    lines.push(
      '### The database after 90 days',
      '',
      `On ${size.date.slice(0, 10)} from commit ${size.commit}, ${size.cpus}, Node ${size.node} (machine load ${size.loadBefore.toFixed(1)} before, ${size.loadAfter.toFixed(1)} after; the run took ${feed.seconds} s). The real sampler, snapshot, SQLite store and retention (48 h raw, 5-minute buckets to 90 days, hourly after; run every hour and once at the end) on an injected clock: ${n(feed.runs)} runs, one per 30 s of 90 days, over the live simulation (\`MOCK_SEED=1\`), no waiting. The simulation adds an activity every 20 s, 12% of them burns: far more burns than a real feed has (the spec's come every 3 to 7 days), and burns are kept for good, so the feed's share is an upper bound.`,
      '',
      '| what | rows kept | bytes (SQLite dbstat) |',
      '| --- | --- | --- |',
      `| samples (\`history_samples\`) | ${n(feed.rows.samples)} | ${n(samplesBytes)} (${mb(samplesBytes)} MB) |`,
      `| activities: burns kept for good, others for 48 h (table and indexes) | ${n(feed.rows.burns)} burns, ${n(feed.rows.otherActivities)} others | ${n(feedBytes)} (${mb(feedBytes)} MB) |`,
      `| **the file** (\`history.sqlite\`, after its WAL was folded in) | | **${n(feed.bytes)} (${feed.megabytes} MB)** |`,
      '',
      `Samples kept: 48 h × 120 + (90 days − 48 h) × 288 = ${n(48 * 120 + (90 * 24 - 48) * 12)}, give or take the few of a bucket the cutoffs fall on (they are whole 5-minute and hourly buckets); after 90 days the store grows by 24 hourly samples a day.`,
      '',
    );
  }
  if (e) {
    const first = e.results[0] ?? {};
    lines.push(
      '### `GET /api/history` behind nginx',
      '',
      `On ${e.date.slice(0, 10)} from commit ${e.commit}, ${e.cpus}, Node ${e.node}, ${e.nginx} (machine load ${e.loadBefore.toFixed(1)} before, ${e.loadAfter.toFixed(1)} after). All on 127.0.0.1: autocannon (${first.connections} kept-alive connections, ${first.seconds} s per run, three runs, medians) → **nginx** with \`deploy/nginx.conf\` over HTTPS → a counting pass-through → **our server** (the built \`dist-server/server.mjs\`, shared mode, the live simulation with its 30-day backfill in a fresh SQLite file); then the same load on our server directly, without nginx. Our server builds each range's answer once per 30-s sample and never reads its store per request (a unit test counts the reads: one for 50 requests); nginx keeps one answer per range for up to 10 s.`,
      '',
      '| range | answered by | 200s per second | p50 / p99 ms | other answers (3 runs) | socket errors | requests that reached our server |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...e.results.map(
        (r) =>
          `| ${r.range} | ${r.where === 'edge' ? 'nginx (its cache)' : 'our server directly'} | ${n(r.requestsPerSecond)} | ${r.p50} / ${r.p99} | ${
            Object.entries(r.otherStatuses)
              .map(([code, count]) => `${n(count)} × ${code}`)
              .join(', ') || 'none'
          } | ${r.errors} | ${r.reachedServer === null ? 'all' : `${n(r.reachedServer)} of about ${n(r.requestsPerSecond * r.seconds)}`} |`,
      ),
      '',
      `Each autocannon connection is replaced after ${RECONNECT_EVERY} requests, below our server's bound of 1,000 per connection (\`MAX_REQUESTS_PER_CONNECTION\`, docs/requirements.md §9.6): the 1,000th answer says \`Connection: close\`, which browsers and nginx honour and autocannon does not (it goes on sending and gets 503s).`,
      '',
    );
  }
  return lines.join('\n');
}
