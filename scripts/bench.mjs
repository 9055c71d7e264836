#!/usr/bin/env node
// `npm run bench`: our dashboard as named phones see it, against a bare React page and against
// our own page with its scripts stripped, in one run on this machine (docs/requirements.md §11.4).
//  1 builds our app (vite build + prerender of the 404 page, as npm start does), a variant of it
//    without minification for the render counts, and the bare page (Vite, React, createRoot
//    rendering an <h1>);
//  2 serves ours with the real app/server.ts, as visitors get it (`/` server-rendered from the
//    shared snapshot of the live simulation, /api/* from that snapshot); the bare page with the
//    same static serving, compression and security headers (scripts/bench/referenceServer.ts);
//    and our `/`, fetched once, with its scripts stripped, by that server beside our assets
//    (scripts/bench/stripped.mjs);
//  3 measures the host's Lighthouse benchmark index (a few quick runs, median) and sets each
//    phone class's CPU slowdown from it (scripts/bench/calibration.mjs): mid-tier and low-tier
//    phone; plus Lighthouse's desktop preset;
//  4 runs Lighthouse 12 in the system Chromium (simulated throttling), BENCH_RUNS rounds; each
//    round runs every class, and in each class the pages its goals compare (calibration.mjs),
//    starting one page later each round;
//    a run whose host index strays from the calibration is made again or flagged;
//  5 counts React renders per typewriter tick and per poll, and samples the JS heap over a
//    simulated hour of polling (Playwright, fake page clock);
//  6 writes docs/performance.md and docs/performance.json (scripts/bench/report.mjs).
// Environment: BENCH_RUNS (5), BENCH_CLASSES (mid-tier,low-tier,desktop),
// BENCH_CALIBRATION_RUNS (9), BENCH_PORT (first of four ports, 4321), BENCH_HEAP_MINUTES (60),
// BENCH_OUT (docs: where the report goes), CHROMIUM_PATH (/usr/bin/chromium; scripts/chromium.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { FORMAT_MONEY_MAX_GZIP_BYTES, INITIAL_JS_BUDGET_GZIP_BYTES, ONE_COMPONENT_MAX_SHARE } from './budgets.mjs';
import { buildBarePage } from './bench/bare.mjs';
import { compressedSizes, deferredJs, initialJs } from './bench/bytes.mjs';
import {
  INDEX_RETRIES,
  INDEX_TOLERANCE,
  PROFILE_IDS,
  deviceProfiles,
  median,
  roundOrder,
  runWithinTolerance,
  withinTolerance,
} from './bench/calibration.mjs';
import { measureBenchmarkIndex, runLighthouse, stopBrowser } from './bench/lighthouse.mjs';
import { fmt, renderReport } from './bench/report.mjs';
import { measureRenders } from './bench/renders.mjs';
import { startServer, stopAllServers } from './bench/servers.mjs';
import { buildStrippedPage } from './bench/stripped.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// Nine, not five: one high pair of quick runs moves a median of five, not of nine.
const CALIBRATION_RUNS = Number(process.env.BENCH_CALIBRATION_RUNS ?? 9);
const CLASS_IDS = (process.env.BENCH_CLASSES ?? PROFILE_IDS.join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const PORT = Number(process.env.BENCH_PORT ?? 4321);
const HEAP_MINUTES = Number(process.env.BENCH_HEAP_MINUTES ?? 60);
const OUT_DIR = path.resolve(process.env.BENCH_OUT ?? 'docs');
const WORK = path.resolve('.tmp/bench');
const OURS_DIR = path.join(WORK, 'app');
const PROFILE_DIR = path.join(WORK, 'profile');
const STRIPPED_DIR = path.join(WORK, 'stripped');

/** docs/performance.md: the bench's report lies between these; the rest of the file is kept. */
const REPORT_START = '<!-- npm run bench: from here to its end marker -->';
const REPORT_END = '<!-- end of npm run bench -->';
/** A one-minute load average above this means other work competes with the runs (2 cores). */
const BUSY_LOAD_AVERAGE = 1.5;
/** How many times our / is fetched for the stripped page, a second apart, until it has its data. */
const STRIPPED_FETCH_ATTEMPTS = 10;

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const say = (s) => console.log(`[bench ${elapsed()}] ${s}`);
const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
const load = { start: os.loadavg()[0], max: os.loadavg()[0], end: NaN };
const sampleLoad = () => (load.max = Math.max(load.max, os.loadavg()[0]));
const packageVersion = (name) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;

// Fail before the builds on a class name the bench does not know.
deviceProfiles({ hostIndex: 1, ids: CLASS_IDS, desktopSlowdown: 1 });
if (load.start > BUSY_LOAD_AVERAGE)
  say(`the machine is busy (load average ${load.start.toFixed(2)}): figures will read slower`);

// 1. Builds.
say('building our app (vite build + prerender of the 404 page)');
mkdirSync(WORK, { recursive: true });
const viteBuild = (outDir, extra = []) =>
  run('npx', [
    'vite',
    'build',
    '--config',
    'app/vite.config.ts',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'error',
    ...extra,
  ]);
viteBuild(OURS_DIR);
run('node', ['scripts/prerender.mjs', OURS_DIR]);
say('building the same app unminified, for component names in the render counts');
viteBuild(PROFILE_DIR, ['--minify', 'false']);
run('node', ['scripts/prerender.mjs', PROFILE_DIR]);
say('building the bare React page');
const BARE_DIR = await buildBarePage(path.join(WORK, 'bare'));

// 2. Servers.
const servers = [];
// Interrupted, the bench still stops the servers and the browser it started (they hold its ports).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    say(`${signal}: stopping the servers`);
    void Promise.all([stopBrowser(), stopAllServers()]).then(() => process.exit(1));
  });
}
try {
  const ours = await startServer({ distDir: OURS_DIR, port: PORT });
  servers.push(ours);
  const bare = await startServer({ distDir: BARE_DIR, port: PORT + 1, script: 'scripts/bench/referenceServer.ts' });
  servers.push(bare);
  const profile = await startServer({ distDir: PROFILE_DIR, port: PORT + 2 });
  servers.push(profile);
  // Our / as visitors get it once the server holds data: the dashboard with its data block (before
  // that, it is the loading skeleton).
  const hasData = () => readFileSync(path.join(STRIPPED_DIR, 'index.html'), 'utf8').includes('type="application/json"');
  let stripped;
  for (let attempt = 1; ; attempt++) {
    stripped = await buildStrippedPage({ sourceUrl: ours.url, assetsDir: OURS_DIR, outDir: STRIPPED_DIR });
    if (hasData()) break;
    if (attempt === STRIPPED_FETCH_ATTEMPTS) {
      say('our / still came without its data block: the stripped page is the loading skeleton');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  say(`stripped page: removed ${stripped.removed.join('; ')}`);
  const strippedServer = await startServer({
    distDir: STRIPPED_DIR,
    port: PORT + 3,
    script: 'scripts/bench/referenceServer.ts',
  });
  servers.push(strippedServer);
  const pages = {
    ours: { url: ours.url, dir: OURS_DIR },
    bare: { url: bare.url, dir: BARE_DIR },
    stripped: { url: strippedServer.url, dir: STRIPPED_DIR },
  };

  // 3. Calibration: the host's benchmark index, median of a few quick runs.
  const indexes = [];
  for (let i = 0; i < CALIBRATION_RUNS; i++) {
    indexes.push(await measureBenchmarkIndex(bare.url));
    sampleLoad();
  }
  const hostIndex = median(indexes);
  const strays = indexes.filter((i) => !withinTolerance(i, hostIndex));
  if (strays.length) {
    say(
      `calibration runs strayed from their median (${strays.map((i) => fmt('index', i)).join(', ')}): is the machine busy?`,
    );
  }
  const classes = deviceProfiles({
    hostIndex,
    ids: CLASS_IDS,
    desktopSlowdown: desktopConfig.settings.throttling.cpuSlowdownMultiplier,
  });
  say(
    `host benchmark index ${indexes.map((i) => fmt('index', i)).join(', ')}: median ${fmt('index', hostIndex)}; ${classes.map((c) => `${c.id} ${c.cpuSlowdownMultiplier}x`).join(', ')}`,
  );

  // 4. Lighthouse.
  const lighthouse = Object.fromEntries(
    classes.map((c) => [c.id, Object.fromEntries(c.pages.map((page) => [page, []]))]),
  );
  for (let round = 0; round < RUNS; round++) {
    for (const c of classes) {
      for (const page of roundOrder(c.pages, round)) {
        const {
          result,
          indexes: attempts,
          flagged,
        } = await runWithinTolerance(async () => {
          const r = await runLighthouse(pages[page].url, c);
          sampleLoad();
          if (!withinTolerance(r.benchmarkIndex, hostIndex)) {
            say(`  ${c.id} ${page}: host index ${fmt('index', r.benchmarkIndex)}, off the calibration`);
          }
          return r;
        }, hostIndex);
        lighthouse[c.id][page].push({ ...result, round: round + 1, indexes: attempts, flagged });
        say(
          `${c.id} ${page} ${round + 1}/${RUNS}: index ${fmt('index', result.benchmarkIndex)}${flagged ? ' (flagged)' : ''}, ${['fcp', 'lcp', 'tbt', 'cls'].map((k) => `${k} ${fmt(k, result.metrics[k])}`).join(', ')}, score ${fmt('score', result.performanceScore * 100)}, main thread ${fmt('ms', result.mainThread.total)} ms, JS ${fmt('kb', result.scriptTransferBytes)} KB`,
        );
      }
    }
  }

  // Bytes of what each page loaded in one mobile run (files from its build, compressed here:
  // the server sends gzip; brotli is what it could send).
  const bytesClass = classes.find((c) => c.preset === 'mobile') ?? classes[0];
  const bytes = { fromRun: `the first ${bytesClass.short} run` };
  for (const page of ['ours', 'bare']) {
    const requests = lighthouse[bytesClass.id][page][0].requests;
    const byType = { Document: [], Script: [], Stylesheet: [], Font: [] };
    for (const r of requests) {
      const url = new URL(r.url);
      if (!(r.resourceType in byType) || url.origin !== new URL(pages[page].url).origin) continue;
      const buffer =
        r.resourceType === 'Document'
          ? Buffer.from(await (await fetch(r.url)).text())
          : readFileSync(path.join(pages[page].dir, decodeURIComponent(url.pathname)));
      byType[r.resourceType].push({ url: url.pathname, transferSize: r.transferSize, ...compressedSizes(buffer) });
    }
    bytes[page] = Object.fromEntries(
      Object.entries(byType).map(([type, files]) => [
        type,
        {
          files,
          raw: files.reduce((s, f) => s + f.raw, 0),
          gzip: files.reduce((s, f) => s + f.gzip, 0),
          brotli: files.reduce((s, f) => s + f.brotli, 0),
          transfer: files.reduce((s, f) => s + f.transferSize, 0),
        },
      ]),
    );
  }

  // 5. Render counts and heap.
  say(`render counts and heap (${HEAP_MINUTES} simulated minutes)`);
  const renders = await measureRenders({ url: profile.url, heapMinutes: HEAP_MINUTES, log: (s) => say(s) });
  load.end = os.loadavg()[0];
  sampleLoad();

  // 6. Report.
  const report = renderReport({
    date: new Date().toISOString(),
    durationSeconds: (Date.now() - started) / 1000,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      chromium: chromiumVersion(),
      lighthouse: packageVersion('lighthouse'),
      reactMajor: packageVersion('react').split('.')[0],
    },
    load,
    runs: RUNS,
    calibration: { indexes, median: hostIndex, tolerance: INDEX_TOLERANCE, retries: INDEX_RETRIES },
    classes,
    stripped: { removed: stripped.removed, bytes: stripped.bytes },
    lighthouse,
    bytes,
    initial: { ours: initialJs(OURS_DIR), bare: initialJs(BARE_DIR) },
    later: deferredJs(OURS_DIR),
    packageSize: JSON.parse(readFileSync('docs/package-size.json', 'utf8')),
    initialJsBudget: INITIAL_JS_BUDGET_GZIP_BYTES,
    oneComponentMaxShare: ONE_COMPONENT_MAX_SHARE,
    formatMoneyMaxGzip: FORMAT_MONEY_MAX_GZIP_BYTES,
    renders,
  });
  console.log(`\n${report.markdown}`);
  mkdirSync(OUT_DIR, { recursive: true });
  // The run's report goes between the markers; what the file holds around them is written by
  // hand (the speed mechanisms and what each buys, the CI's times) and stays.
  const doc = path.join(OUT_DIR, 'performance.md');
  const old = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
  const [before, after] = old.includes(REPORT_END) ? [old.split(REPORT_START)[0], old.split(REPORT_END)[1]] : ['', ''];
  writeFileSync(doc, `${before}${REPORT_START}\n${report.markdown}${REPORT_END}${after || '\n'}`);
  writeFileSync(path.join(OUT_DIR, 'performance.json'), `${JSON.stringify(report.json, null, 2)}\n`);
  const missed = report.goals.filter((g) => g.met === false).map((g) => g.goal);
  say(`goals missed: ${missed.length ? missed.join('; ') : 'none'}`);
  say(`wrote ${path.relative(process.cwd(), OUT_DIR)}/performance.md and performance.json in ${elapsed()}`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
