#!/usr/bin/env node
// `npm run bench`: our dashboard against a bare React 19 hello-world page, side by side, in
// one run on this machine.
//  1 builds our app (vite build + prerender of the 404 page, as npm start does), a variant of it without
//    minification for the render counts, and the bare page (Vite, React 19, createRoot
//    rendering an <h1>);
//  2 serves ours with the real app/server.ts, as visitors get it: `/` server-rendered from the
//    shared snapshot of the live simulation (docs/requirements.md §9.2), /api/* from that snapshot; the bare page
//    with the same static serving and compression (scripts/bench/bare-server.mjs);
//  3 runs Lighthouse 12 in the system Chromium, mobile and desktop presets (simulated
//    throttling), 3 runs each, alternating ours and bare, and takes medians;
//  4 counts React renders per typewriter tick and per poll, and samples the JS heap over a
//    simulated hour of polling (Playwright, fake page clock);
//  5 prints one table and writes docs/performance.md and docs/performance.json.
// Environment: BENCH_RUNS (3), BENCH_PORT (first of three ports, 4321), BENCH_HEAP_MINUTES (60),
// CHROMIUM_PATH (/usr/bin/chromium; see scripts/chromium.mjs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FORMAT_MONEY_MAX_GZIP_BYTES, INITIAL_JS_BUDGET_GZIP_BYTES, ONE_COMPONENT_MAX_SHARE } from './budgets.mjs';
import { buildBarePage } from './bench/bare.mjs';
import { compressedSizes, deferredJs, initialJs } from './bench/bytes.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { measureRenders } from './bench/renders.mjs';
import { startServer } from './bench/servers.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4321);
const HEAP_MINUTES = Number(process.env.BENCH_HEAP_MINUTES ?? 60);
const WORK = path.resolve('.tmp/bench');
const OURS_DIR = path.join(WORK, 'app');
const PROFILE_DIR = path.join(WORK, 'profile');
const METRICS = [
  ['fcp', 'FCP (ms)'],
  ['lcp', 'LCP (ms)'],
  ['tbt', 'TBT (ms)'],
  ['cls', 'CLS'],
  ['si', 'Speed Index (ms)'],
];

const started = Date.now();
const say = (s) => console.log(`[bench] ${s}`);
const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (n) => (n / 1024).toFixed(1);

// 1. Builds.
say('building our app (vite build + prerender of the 404 page)');
mkdirSync(WORK, { recursive: true });
run('npx', [
  'vite',
  'build',
  '--config',
  'app/vite.config.ts',
  '--outDir',
  OURS_DIR,
  '--emptyOutDir',
  '--logLevel',
  'error',
]);
run('node', ['scripts/prerender.mjs', OURS_DIR]);
say('building the same app unminified, for component names in the render counts');
run('npx', [
  'vite',
  'build',
  '--config',
  'app/vite.config.ts',
  '--outDir',
  PROFILE_DIR,
  '--emptyOutDir',
  '--minify',
  'false',
  '--logLevel',
  'error',
]);
run('node', ['scripts/prerender.mjs', PROFILE_DIR]);
say('building the bare React 19 page');
const BARE_DIR = await buildBarePage(path.join(WORK, 'bare'));

// 2. Servers.
const servers = [];
try {
  const ours = await startServer({ distDir: OURS_DIR, port: PORT });
  servers.push(ours);
  const bare = await startServer({ distDir: BARE_DIR, port: PORT + 1, script: 'scripts/bench/bare-server.mjs' });
  servers.push(bare);
  const profile = await startServer({ distDir: PROFILE_DIR, port: PORT + 2 });
  servers.push(profile);
  const pages = { ours: { url: ours.url, dir: OURS_DIR }, bare: { url: bare.url, dir: BARE_DIR } };

  // 3. Lighthouse, alternating ours and bare (the first page of a round alternates too).
  const lighthouse = {};
  for (const preset of ['mobile', 'desktop']) {
    lighthouse[preset] = { ours: [], bare: [] };
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 === 0 ? ['ours', 'bare'] : ['bare', 'ours'];
      for (const page of order) {
        const result = await runLighthouse(pages[page].url, preset);
        lighthouse[preset][page].push(result);
        say(
          `lighthouse ${preset} ${page} run ${i + 1}/${RUNS}: ${METRICS.map(([k]) => `${k} ${fmt(k, result.metrics[k])}`).join(', ')}`,
        );
      }
    }
  }
  const summary = {};
  for (const preset of Object.keys(lighthouse)) {
    summary[preset] = {};
    for (const page of ['ours', 'bare']) {
      const runs = lighthouse[preset][page];
      summary[preset][page] = {
        median: Object.fromEntries(METRICS.map(([k]) => [k, median(runs.map((r) => r.metrics[k]))])),
        runs: runs.map((r) => r.metrics),
        performanceScore: median(runs.map((r) => r.performanceScore ?? 0)),
        lcpElement: runs[0].lcpElement,
        observed: {
          fcp: median(runs.map((r) => r.metrics.observedFcp)),
          lcp: median(runs.map((r) => r.metrics.observedLcp)),
        },
        beforeLcp: requestedBeforeObservedLcp(runs[0]),
      };
    }
  }

  // Bytes of what each page loaded (files from its build, compressed here: the server sends
  // gzip; brotli is what it could send).
  const bytes = {};
  for (const page of ['ours', 'bare']) {
    const requests = lighthouse.mobile[page][0].requests;
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
  const initial = { ours: initialJs(OURS_DIR), bare: initialJs(BARE_DIR) };
  const later = deferredJs(OURS_DIR);
  const packageSize = JSON.parse(readFileSync('docs/package-size.json', 'utf8'));

  // 4. Render counts and heap.
  say(`render counts and heap (${HEAP_MINUTES} simulated minutes)`);
  const renders = await measureRenders({ url: profile.url, heapMinutes: HEAP_MINUTES, log: (s) => say(s) });

  // 5. Report.
  const report = buildReport({ summary, bytes, initial, later, packageSize, renders });
  console.log(`\n${report.markdown}`);
  mkdirSync('docs', { recursive: true });
  writeFileSync('docs/performance.md', report.markdown);
  writeFileSync('docs/performance.json', `${JSON.stringify(report.json, null, 2)}\n`);
  say(`wrote docs/performance.md and docs/performance.json in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}

/**
 * The requests a run had started before the LCP paint it observed, by resource type: Lighthouse's
 * LCP simulation treats each of them as needed for that paint and downloads them first.
 */
function requestedBeforeObservedLcp(run) {
  const byType = {};
  for (const r of run.requests) {
    if (!(r.startMs < run.metrics.observedLcp)) continue;
    const type = r.resourceType ?? 'Other';
    byType[type] ??= { count: 0, bytes: 0 };
    byType[type].count++;
    byType[type].bytes += r.transferSize ?? 0;
  }
  return byType;
}

/** "Font 4 (76.9 KB), Script 3 (99.8 KB)": a requestedBeforeObservedLcp result for the report. */
function describeRequests(byType) {
  return Object.entries(byType)
    .map(([type, { count, bytes }]) => `${type} ${count} (${kb(bytes)} KB)`)
    .join(', ');
}

function fmt(key, value) {
  if (!Number.isFinite(value)) return 'n/a';
  return key === 'cls' ? value.toFixed(3) : String(Math.round(value));
}

function ratio(a, b) {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return 'n/a';
  if (b === 0) return a === 0 ? '1.00' : '–';
  return (a / b).toFixed(2);
}

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** A component's renders per event, as "Name ×n". */
function rendersLine(origins, events) {
  const parts = [];
  for (const { renders } of Object.values(origins)) {
    for (const [name, n] of Object.entries(renders)) parts.push(`${name} ×${Number((n / events).toFixed(2))}`);
  }
  return parts.length ? parts.join(', ') : 'none';
}

function buildReport({ summary, bytes, initial, later, packageSize, renders }) {
  const lines = [];
  const m = summary.mobile;
  const d = summary.desktop;
  lines.push('# Performance: our dashboard against a bare React 19 page');
  lines.push('');
  lines.push(
    `Produced by \`npm run bench\` (scripts/bench.mjs) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${chromiumVersion()}, Lighthouse 12 through its Node API. Do not edit by hand: run the command again.`,
  );
  lines.push('');
  lines.push(
    `Both pages are Vite production builds served with gzip: ours by app/server.ts as visitors get it (the first HTML of / server-rendered from the shared snapshot of the live simulation, /api/* from that snapshot), the bare page by the same static serving (scripts/bench/bare-server.mjs). Lighthouse: performance category, simulated throttling, ${RUNS} runs per page and preset, alternating ours and bare; each figure is the median of its runs. Bytes are of the files each page loaded in the first mobile run, compressed here (gzip level 6 as the server sends; brotli quality 11).`,
  );
  lines.push('');
  lines.push('| | mobile: ours | mobile: bare | ratio | desktop: ours | desktop: bare | ratio |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|');
  for (const [k, label] of METRICS) {
    lines.push(
      `| ${label} | ${fmt(k, m.ours.median[k])} | ${fmt(k, m.bare.median[k])} | ${ratio(m.ours.median[k], m.bare.median[k])} | ${fmt(k, d.ours.median[k])} | ${fmt(k, d.bare.median[k])} | ${ratio(d.ours.median[k], d.bare.median[k])} |`,
    );
  }
  for (const k of ['fcp', 'lcp']) {
    const o = (side) => side.observed[k];
    lines.push(
      `| ${k.toUpperCase()} observed, unthrottled trace (ms) | ${fmt(k, o(m.ours))} | ${fmt(k, o(m.bare))} | ${ratio(o(m.ours), o(m.bare))} | ${fmt(k, o(d.ours))} | ${fmt(k, o(d.bare))} | ${ratio(o(d.ours), o(d.bare))} |`,
    );
  }
  lines.push(
    `| Performance score | ${Math.round(m.ours.performanceScore * 100)} | ${Math.round(m.bare.performanceScore * 100)} | | ${Math.round(d.ours.performanceScore * 100)} | ${Math.round(d.bare.performanceScore * 100)} | |`,
  );
  lines.push('');
  lines.push('| bytes loaded (KB) | ours: gzip | ours: brotli | bare: gzip | bare: brotli | ratio (gzip) |');
  lines.push('|---|---:|---:|---:|---:|---:|');
  const rows = [
    ['JavaScript, all', 'Script'],
    ['CSS files', 'Stylesheet'],
    ['Fonts (woff2, already compressed)', 'Font'],
    ['HTML (with the inlined critical CSS)', 'Document'],
  ];
  for (const [label, type] of rows) {
    const o = bytes.ours[type];
    const b = bytes.bare[type];
    lines.push(
      `| ${label} | ${kb(o.gzip)} | ${kb(o.brotli)} | ${kb(b.gzip)} | ${kb(b.brotli)} | ${ratio(o.gzip, b.gzip)} |`,
    );
  }
  lines.push(
    `| JavaScript before the app starts (entry and its static imports) | ${kb(initial.ours.total.gzip)} | ${kb(initial.ours.total.brotli)} | ${kb(initial.bare.total.gzip)} | ${kb(initial.bare.total.brotli)} | ${ratio(initial.ours.total.gzip, initial.bare.total.gzip)} |`,
  );
  lines.push(
    `| JavaScript loaded after the first view (${later.files.length} chunks: toast region, tooltip popups, decorations, the page below the grid) | ${kb(later.total.gzip)} | ${kb(later.total.brotli)} | | | |`,
  );
  lines.push('');
  lines.push(`LCP element, mobile: ours \`${m.ours.lcpElement ?? 'n/a'}\`; bare \`${m.bare.lcpElement ?? 'n/a'}\`.`);
  lines.push('');
  lines.push(
    `Requests started before the observed LCP, mobile run 1 (transfer sizes as Lighthouse saw them): ours ${describeRequests(m.ours.beforeLcp)}; bare ${describeRequests(m.bare.beforeLcp)}.`,
  );
  lines.push('');

  // Goals.
  // Heap: V8 keeps compiling the animation and polling code for a while, so the first half
  // hour is warm-up; stable means the second half grows the heap by less than 5% and adds
  // no DOM nodes or listeners (a toast on screen adds ~50 nodes, allowed for).
  const heapSamples = renders.heap.samples;
  const heapMid = heapSamples.find((s) => s.minute >= heapSamples.at(-1).minute / 2) ?? heapSamples[0];
  const heapEnd = heapSamples.at(-1);
  const heapGrowth = (heapEnd.heapBytes - heapMid.heapBytes) / heapMid.heapBytes;
  const heapStable =
    heapGrowth < 0.05 && heapEnd.nodes <= heapMid.nodes + 60 && heapEnd.listeners <= heapMid.listeners + 40;
  const tw = renders.typewriter.Typewriter;
  const twOthers = Object.entries(renders.typewriter)
    .filter(([origin]) => origin === 'Typewriter')
    .flatMap(([, o]) => Object.keys(o.renders).filter((n) => n !== 'Typewriter'));
  const samePolls = renders.polls.filter((p) => p.data === 'same');
  // Components that render on a clock of their own, not on data: the feed's 30 s relative times
  // and the freshness indicator's 1 s age (docs/requirements.md §6.1), which renders only itself.
  const CLOCK_ORIGINS = ['ActivityFeedView', 'LiveFreshness'];
  const pollDataOrigins = (p) => Object.entries(p.origins).filter(([origin]) => !CLOCK_ORIGINS.includes(origin));
  const FRESHNESS_SELF = ['LiveFreshness', 'Freshness'];
  const freshnessRuns = [renders.typewriter.LiveFreshness, ...renders.polls.map((p) => p.origins.LiveFreshness)];
  const freshnessOthers = [
    ...new Set(freshnessRuns.flatMap((o) => Object.keys(o?.renders ?? {}).filter((n) => !FRESHNESS_SELF.includes(n)))),
  ];
  const freshnessTicks = renders.typewriter.LiveFreshness?.commits ?? 0;
  // docs/requirements.md §9.3: the first HTML paints the data, so the page must paint well before a page that
  // has to run its script first.
  const PAINT_RATIO = 0.8;
  const goals = [
    {
      goal: `Mobile LCP at most ${PAINT_RATIO}x the bare page's`,
      measured: `${fmt('lcp', m.ours.median.lcp)} / ${fmt('lcp', m.bare.median.lcp)} ms = ${ratio(m.ours.median.lcp, m.bare.median.lcp)}`,
      met: m.ours.median.lcp <= PAINT_RATIO * m.bare.median.lcp,
    },
    {
      goal: `Mobile FCP at most ${PAINT_RATIO}x the bare page's`,
      measured: `${fmt('fcp', m.ours.median.fcp)} / ${fmt('fcp', m.bare.median.fcp)} ms = ${ratio(m.ours.median.fcp, m.bare.median.fcp)}`,
      met: m.ours.median.fcp <= PAINT_RATIO * m.bare.median.fcp,
    },
    {
      goal: 'TBT <= 50 ms (median, mobile)',
      measured: `${fmt('tbt', m.ours.median.tbt)} ms (desktop ${fmt('tbt', d.ours.median.tbt)} ms)`,
      met: m.ours.median.tbt <= 50,
    },
    {
      goal: 'CLS <= 0.01',
      measured: `${fmt('cls', m.ours.median.cls)} mobile, ${fmt('cls', d.ours.median.cls)} desktop`,
      met: m.ours.median.cls <= 0.01 && d.ours.median.cls <= 0.01,
    },
    {
      goal: `JS before the app starts <= ${kb(INITIAL_JS_BUDGET_GZIP_BYTES)} KB gzip; the rest after the first view`,
      measured: `${kb(initial.ours.total.gzip)} KB gzip (first paint itself needs none: server-rendered HTML); ${kb(later.total.gzip)} KB in ${later.files.length} later chunks`,
      met: initial.ours.total.gzip <= INITIAL_JS_BUDGET_GZIP_BYTES && later.files.length > 0,
    },
    {
      goal: 'A typewriter tick re-renders only the typewriter',
      measured: `${tw?.commits ?? 0} ticks: ${rendersLine({ Typewriter: tw ?? { renders: {} } }, tw?.commits || 1)} per tick${twOthers.length ? `; also ${twOthers.join(', ')}` : ''}`,
      met: Boolean(tw?.commits) && twOthers.length === 0,
    },
    {
      goal: 'A tick of the freshness indicator re-renders only the indicator',
      measured: `${freshnessTicks} ticks in 6 s: ${rendersLine(renders.typewriter.LiveFreshness ? { LiveFreshness: renders.typewriter.LiveFreshness } : {}, freshnessTicks || 1)} per tick${freshnessOthers.length ? `; also ${freshnessOthers.join(', ')}` : ''}`,
      met: freshnessTicks > 0 && freshnessOthers.length === 0,
    },
    {
      goal: 'A poll re-renders only the components whose data changed',
      measured: `polls with the same answer: ${samePolls.every((p) => pollDataOrigins(p).length === 0) ? 'no render' : 'renders (see below)'}; with a changed answer: only that data's components (below)`,
      met: samePolls.every((p) => pollDataOrigins(p).length === 0),
    },
    {
      goal: 'JS heap stable over a simulated hour of polling',
      measured: `${(heapSamples[0].heapBytes / 1048576).toFixed(2)} MB at start, ${(heapMid.heapBytes / 1048576).toFixed(2)} MB at ${heapMid.minute} min, ${(heapEnd.heapBytes / 1048576).toFixed(2)} MB at ${heapEnd.minute} min (second half ${heapGrowth >= 0 ? '+' : ''}${(heapGrowth * 100).toFixed(1)}%); DOM nodes ${heapMid.nodes} -> ${heapEnd.nodes}, listeners ${heapMid.listeners} -> ${heapEnd.listeners}`,
      met: heapStable,
    },
  ];
  lines.push('## Goals (docs/requirements.md §9.3, §11.1)');
  lines.push('');
  lines.push('| goal | measured | met |');
  lines.push('|---|---|---|');
  for (const g of goals) lines.push(`| ${g.goal} | ${g.measured} | ${g.met ? 'yes' : 'no'} |`);
  lines.push('');
  lines.push('## Byte budgets (checked by `npm test`, step `budget`, and by the package step)');
  lines.push('');
  lines.push('| budget | limit | now |');
  lines.push('|---|---:|---:|');
  lines.push(
    `| JavaScript before the app starts, gzip | ${kb(INITIAL_JS_BUDGET_GZIP_BYTES)} KB | ${kb(initial.ours.total.gzip)} KB |`,
  );
  lines.push(
    `| One-component import (${packageSize.oneComponent}) as a share of the library, gzip | ${ONE_COMPONENT_MAX_SHARE * 100}% | ${(packageSize.share * 100).toFixed(1)}% (${kb(packageSize.oneComponentGzipBytes)} of ${kb(packageSize.wholeLibraryGzipBytes)} KB) |`,
  );
  if (packageSize.formatMoneyGzipBytes !== undefined)
    lines.push(
      `| \`formatMoney\` alone, gzip | ${kb(FORMAT_MONEY_MAX_GZIP_BYTES)} KB | ${kb(packageSize.formatMoneyGzipBytes)} KB |`,
    );
  lines.push('');
  lines.push('## React renders');
  lines.push('');
  lines.push(
    'Counted with a React DevTools-style commit hook (scripts/bench/render-hook.js) in an unminified build, Chromium at 1280 px, page clock faked by Playwright. A component counts when React rendered it in a commit (not when it bailed out); renders are grouped by the component whose own update started them. Library components only (Emotion, Radix and TanStack internals left out).',
  );
  lines.push('');
  lines.push('| event | components rendered, per event |');
  lines.push('|---|---|');
  lines.push(
    `| typewriter tick (motion on; ${tw?.commits ?? 0} ticks in 6 s) | ${rendersLine(renders.typewriter.Typewriter ? { Typewriter: renders.typewriter.Typewriter } : {}, tw?.commits || 1)} |`,
  );
  for (const p of renders.polls) {
    const data = Object.fromEntries(pollDataOrigins(p));
    const clock = p.origins.ActivityFeedView;
    const freshness = p.origins.LiveFreshness;
    lines.push(
      `| poll of ${p.endpoint}, ${p.data === 'same' ? 'same answer' : 'one value changed'} | ${rendersLine(data, 1)}${clock ? `; and the 30 s relative-time clock, which fell in this window: ${rendersLine({ ActivityFeedView: clock }, 1)}` : ''}${freshness ? `; and the freshness indicator's 1 s clock (${freshness.commits} commits in this window): ${rendersLine({ LiveFreshness: freshness }, 1)}` : ''} |`,
    );
  }
  lines.push('');
  lines.push(`## JS heap over ${heapEnd.minute} simulated minutes`);
  lines.push('');
  lines.push(
    `Live data and motion on; the page clock moved a second at a time, so every poll (${renders.heap.polls} requests) and every animation frame ran. Each sample after a forced garbage collection (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage, Memory.getDOMCounters). Stable means: over the second half the heap grows less than 5% and DOM nodes and listeners do not grow (a toast on screen is allowed for); the first half is V8 warming up.`,
  );
  lines.push('');
  lines.push('| minute | JS heap (MB) | DOM nodes | event listeners |');
  lines.push('|---:|---:|---:|---:|');
  for (const s of heapSamples)
    lines.push(`| ${s.minute} | ${(s.heapBytes / 1048576).toFixed(2)} | ${s.nodes} | ${s.listeners} |`);
  lines.push('');
  lines.push('## Notes');
  lines.push('');
  lines.push(
    '- Lighthouse simulates a slow phone from a trace recorded at full speed, so CPU taken by other processes on the machine shows up in TBT (compare the runs below); the medians damp it, they do not remove it.',
  );
  lines.push(
    "- FCP and LCP: our first HTML is the dashboard with its data, server-rendered from the shared snapshot (app/server/homePage.ts), with its critical CSS inline: it paints before any script runs (app/main.tsx evaluates the app only after that paint), while the bare page paints only after its script has run. LCP: Lighthouse's simulation (Lantern) treats every request started before the LCP paint it observed, images of low priority aside, as needed for that paint; ours are the first view's fonts (preloaded, so that the hero does not re-flow when they arrive) and the app's code (preloaded at low priority, so hydration does not wait a round trip), listed above the goals: the browser starts them while it parses the HTML, before its first paint, so the simulated LCP pays for their download on the slow mobile link although the page painted without them (see the observed rows in the first table). The bare page has one script and no fonts. An experiment without the code's preload (November 2026) gave a simulated LCP of 1.21x the bare page's, with hydration a round trip later: we keep the preload.",
  );
  lines.push(
    "- TBT: that early paint means the app's evaluation (one task for the ~100 KB chunk) and the hydration come after FCP and count; the blocks below the hero hydrate in later slices (Suspense boundaries; the lower part is a chunk of its own). With 2 cores shared by other work during the run, every task is longer than on an idle machine, and the simulation multiplies it by 4.",
  );
  lines.push(
    "- Heap: a heap-snapshot comparison made while building this bench (5 against 25 simulated minutes) put the growth in V8 compiled code, the DevTools network buffer that the measurement itself enables, and the browser's resource-timing and layout-shift entry buffers, which are capped; the objects of the app itself grew by ~10 KB.",
  );
  lines.push('');
  lines.push('## All Lighthouse runs');
  lines.push('');
  lines.push('| preset | page | run | FCP | LCP | TBT | CLS | SI |');
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const preset of ['mobile', 'desktop']) {
    for (const page of ['ours', 'bare']) {
      summary[preset][page].runs.forEach((r, i) => {
        lines.push(`| ${preset} | ${page} | ${i + 1} | ${METRICS.map(([k]) => fmt(k, r[k])).join(' | ')} |`);
      });
    }
  }
  lines.push('');
  const markdown = `${lines.join('\n')}\n`;
  const json = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      chromium: chromiumVersion(),
    },
    runs: RUNS,
    lighthouse: summary,
    bytes: {
      ours: Object.fromEntries(
        Object.entries(bytes.ours).map(([t, v]) => [
          t,
          { raw: v.raw, gzip: v.gzip, brotli: v.brotli, transfer: v.transfer, files: v.files.map((f) => f.url) },
        ]),
      ),
      bare: Object.fromEntries(
        Object.entries(bytes.bare).map(([t, v]) => [
          t,
          { raw: v.raw, gzip: v.gzip, brotli: v.brotli, transfer: v.transfer, files: v.files.map((f) => f.url) },
        ]),
      ),
      initialJs: { ours: initial.ours.total, bare: initial.bare.total },
      deferredJs: { total: later.total, files: later.files.map((f) => f.file) },
    },
    budgets: {
      initialJsGzipBytes: { limit: INITIAL_JS_BUDGET_GZIP_BYTES, now: initial.ours.total.gzip },
      oneComponentShare: { limit: ONE_COMPONENT_MAX_SHARE, now: packageSize.share },
      formatMoneyGzipBytes: { limit: FORMAT_MONEY_MAX_GZIP_BYTES, now: packageSize.formatMoneyGzipBytes },
    },
    renders: { typewriter: renders.typewriter, polls: renders.polls },
    heap: renders.heap,
    goals,
  };
  return { markdown, json };
}
