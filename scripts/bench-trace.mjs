#!/usr/bin/env node
// `npm run bench:trace -- <url> [<url> …]`: where the main thread of one page load goes, cause by
// cause, at this machine's full speed. Each round loads every page once (the order alternating) in
// a fresh Chromium context as a phone (412 x 823), recorded with Lighthouse's own trace categories
// (so the trace costs what it costs in `npm run bench`) plus 'fonts' and V8's compile events, which
// name the causes below. Prints medians with min-max per page and the long tasks of its median
// load. Nothing is written. Figures are unthrottled and include the tracing's own cost: they say
// what to remove, `npm run bench` and `npm run bench:ab` say what that was worth.
// Environment: BENCH_RUNS (5).
import { chromium } from '@playwright/test';
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import { summarize } from './bench/calibration.mjs';
import { fmtSummary } from './bench/report.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: npm run bench:trace -- <url> [<url> …]   (BENCH_RUNS)');
  process.exit(2);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** How long the page is watched after it starts loading: its app starts, hydrates and settles. */
const WATCH_MS = 5000;
/** A task longer than this at full speed is listed; at a 4.6x low-tier slowdown it blocks input. */
const LISTED_TASK_MS = 10;

const CATEGORIES = [
  ...Trace.getDefaultTraceCategories().filter((c) => c !== '-*' && !c.includes('screenshot')),
  'fonts',
  'disabled-by-default-v8.compile',
];

/**
 * What a load's main thread did: [label, trace event names]. A name's time is that of its
 * outermost events (one nested in another of the same name counts once); the indented rows are
 * parts of the row above them.
 */
const CAUSES = [
  ['Main-thread tasks, all', ['RunTask']],
  ['HTML parsing', ['ParseHTML']],
  ['Style recalculation', ['UpdateLayoutTree']],
  ['Layout', ['Layout']],
  ['  font look-ups (in style and layout)', ['FontCache::GetFontPlatformData', 'FontCache::FallbackFontForCharacter']],
  ['Paint, layers, commit', ['PrePaint', 'Paint', 'Layerize', 'Commit']],
  [
    'Script (evaluation, callbacks, events)',
    [
      'v8.evaluateModule',
      'EvaluateScript',
      'FunctionCall',
      'RunMicrotasks',
      'TimerFire',
      'EventDispatch',
      'FireAnimationFrame',
      'FireIdleCallback',
    ],
  ],
  ['  lazy compilation', ['V8.CompileCode']],
  // For this script's own DevTools session: with CDP's Runtime domain on (Playwright turns it on),
  // V8 records the stack of every Error made, and React DOM makes five as its module runs, so it
  // parses React DOM's whole-module function again for their source positions (60-140 ms).
  // Neither visitors nor Lighthouse pay it: a Lighthouse trace holds under 1 ms of these.
  ["  source positions for Playwright's DevTools session (not in Lighthouse)", ['V8.CollectSourcePositions']],
  ['Garbage collection', ['MinorGC', 'MajorGC', 'BlinkGC.AtomicPhase']],
];
/** Cross-process font calls (a sandboxed renderer asks the browser for each face and fallback). */
const FONT_IPC = /^(WebSandboxSupportLinux|FontDataManager)::/;

/** Time of the outermost events named `names`, in ms. */
function outermostMs(events, names) {
  let total = 0;
  let end = -Infinity;
  for (const e of events) {
    if (!names.includes(e.name) || e.ts < end) continue;
    total += e.dur / 1000;
    end = e.ts + e.dur;
  }
  return total;
}

/** The trace's complete events on the main thread of the renderer that loaded `url`, in time order. */
function mainThreadOf(traceEvents, url) {
  const origin = new URL(url).origin;
  const pid = traceEvents.find((e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.url?.startsWith(origin))
    ?.args.data.processId;
  const thread = traceEvents.find((e) => e.name === 'thread_name' && e.pid === pid && e.args.name === 'CrRendererMain');
  if (!thread) throw new Error(`bench:trace: no renderer main thread for ${url} in the trace`);
  const events = traceEvents
    .filter((e) => e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const navigation = traceEvents.find(
    (e) => e.name === 'navigationStart' && e.pid === pid && e.args?.data?.documentLoaderURL?.startsWith(origin),
  );
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  return { events, start: navigation?.ts ?? events[0]?.ts ?? 0, fcpTs: fcp?.ts };
}

/** The biggest parts of a task, as "name ms, …". */
function partsOf(task, events) {
  const inside = events.filter(
    (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.name !== 'RunTask',
  );
  const names = new Set(
    inside.map((e) => e.name).filter((n) => CAUSES.some(([, ns]) => ns.includes(n)) || FONT_IPC.test(n)),
  );
  return [...names]
    .map((name) => [name, outermostMs(inside, [name])])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, ms]) => `${name.replace(/^.*::/, '')} ${Math.round(ms)}`)
    .join(', ');
}

async function loadOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url);
  await page.waitForTimeout(WATCH_MS);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const { events, start, fcpTs } = mainThreadOf(traceEvents, url);
  const fontIpc = events.filter((e) => FONT_IPC.test(e.name));
  const tasks = events.filter((e) => e.name === 'RunTask');
  return {
    fcp: fcpTs === undefined ? NaN : (fcpTs - start) / 1000,
    causes: CAUSES.map(([, names]) => outermostMs(events, names)),
    fontIpcCalls: fontIpc.length,
    fontIpcMs: outermostMs(fontIpc, [...new Set(fontIpc.map((e) => e.name))]),
    longTasks: tasks.filter((t) => t.dur / 1000 >= 50).length,
    listed: tasks
      .filter((t) => t.dur / 1000 >= LISTED_TASK_MS)
      .map((t) => ({ at: (t.ts - start) / 1000, ms: t.dur / 1000, parts: partsOf(t, events) })),
  };
}

const loads = Object.fromEntries(urls.map((url) => [url, []]));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let round = 0; round < RUNS; round++) {
    const order = round % 2 === 0 ? urls : [...urls].reverse();
    for (const url of order) loads[url].push(await loadOnce(browser, url));
    console.error(`[bench:trace] round ${round + 1} of ${RUNS}`);
  }
} finally {
  await browser.close();
}

/** The table's rows: [label, what a load gives]; indented rows are parts of the row above them. */
const ROWS = [
  ['FCP observed', (l) => l.fcp],
  ...CAUSES.map(([label], i) => [label, (l) => l.causes[i]]),
  ['Font calls to the browser process, in style and layout (ms)', (l) => l.fontIpcMs],
  ['Font calls to the browser process, in style and layout (count)', (l) => l.fontIpcCalls],
  ['Tasks of 50 ms and more (count)', (l) => l.longTasks],
];
console.log(`\n${RUNS} loads per page at full speed, Lighthouse's trace categories (ms, median (min–max))\n`);
console.log(`| | ${urls.join(' | ')} |\n|---|${urls.map(() => '---:').join('|')}|`);
for (const [label, read] of ROWS) {
  console.log(`| ${label} | ${urls.map((u) => fmtSummary('ms', summarize(loads[u].map(read)))).join(' | ')} |`);
}

for (const url of urls) {
  const byTotal = [...loads[url]].sort((a, b) => a.causes[0] - b.causes[0]);
  const median = byTotal[Math.floor((byTotal.length - 1) / 2)];
  console.log(`\n${url}: tasks of ${LISTED_TASK_MS} ms and more in the median load (start, duration, biggest parts)\n`);
  for (const t of median.listed)
    console.log(`${String(Math.round(t.at)).padStart(6)} ms  ${t.ms.toFixed(1).padStart(6)} ms  ${t.parts}`);
}
