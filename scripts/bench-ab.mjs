#!/usr/bin/env node
// `npm run bench:ab -- <url A> <url B>`: two running pages (say main and a change, each served by
// its own build on its own port) as the bench's named phones see them, in one run on this machine:
// the host's index measured first and each class's CPU slowdown set from it, as in `npm run bench`;
// then per class BENCH_RUNS rounds, each running A and B, the order alternating, a run whose host
// index strays more than ±25 % from the calibration made again (or kept, flagged). Prints medians
// with min-max and the ratio B / A. Nothing is written: this is how a trick earns its one-line
// figure before it lands (CONTRIBUTING.md, "Speed").
// Environment: BENCH_RUNS (5), BENCH_CLASSES (mid-tier), BENCH_CALIBRATION_RUNS (3); the classes
// are those of `npm run bench` (mid-tier, low-tier, mobile-preset, desktop).
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  PROFILE_IDS,
  deviceProfiles,
  median,
  roundOrder,
  runWithinTolerance,
  summarize,
} from './bench/calibration.mjs';
import { DEFAULT_MOBILE_CPU_SLOWDOWN, measureBenchmarkIndex, runLighthouse, stopBrowser } from './bench/lighthouse.mjs';
import { fmt, fmtSummary, ratio } from './bench/report.mjs';

const [urlA, urlB] = process.argv.slice(2);
if (!urlA || !urlB) {
  console.error('usage: npm run bench:ab -- <url A> <url B>   (BENCH_RUNS, BENCH_CLASSES, BENCH_CALIBRATION_RUNS)');
  process.exit(2);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CALIBRATION_RUNS = Number(process.env.BENCH_CALIBRATION_RUNS ?? 3);
const classIds = (process.env.BENCH_CLASSES ?? 'mid-tier').split(',').map((s) => s.trim());
for (const id of classIds) if (!PROFILE_IDS.includes(id)) throw new Error(`unknown class "${id}" (${PROFILE_IDS})`);

/** What each run reports: [label, fmt key of scripts/bench/report.mjs, read(run)]. */
const FIGURES = [
  ['FCP (ms)', 'ms', (r) => r.metrics.fcp],
  ['LCP (ms)', 'ms', (r) => r.metrics.lcp],
  ['TBT (ms)', 'ms', (r) => r.metrics.tbt],
  ['CLS', 'cls', (r) => r.metrics.cls],
  ['Speed Index (ms)', 'ms', (r) => r.metrics.si],
  ['Performance score', 'score', (r) => (r.performanceScore ?? NaN) * 100],
  ['Main-thread work (ms)', 'ms', (r) => r.mainThread.total],
  ['  script evaluation', 'ms', (r) => r.mainThread.groups.scriptEvaluation ?? 0],
  ['  style and layout', 'ms', (r) => r.mainThread.groups.styleLayout ?? 0],
  ['FCP observed, unthrottled (ms)', 'ms', (r) => r.metrics.observedFcp],
  ['LCP observed, unthrottled (ms)', 'ms', (r) => r.metrics.observedLcp],
  ['JavaScript transferred (KB)', 'kb', (r) => r.scriptTransferBytes],
  ['Host index of the run', 'index', (r) => r.benchmarkIndex],
];

const calibration = [];
for (let i = 0; i < CALIBRATION_RUNS; i++) calibration.push(await measureBenchmarkIndex(urlA));
const hostIndex = median(calibration);
console.log(`host index ${hostIndex} (calibration runs: ${calibration.join(', ')})`);

const profiles = deviceProfiles({
  hostIndex,
  ids: classIds,
  mobilePresetSlowdown: DEFAULT_MOBILE_CPU_SLOWDOWN,
  desktopSlowdown: desktopConfig.settings.throttling.cpuSlowdownMultiplier,
});
try {
  for (const profile of profiles) {
    const runs = { A: [], B: [] };
    let flagged = 0;
    for (let round = 0; round < RUNS; round++) {
      for (const page of roundOrder(['A', 'B'], round)) {
        const url = page === 'A' ? urlA : urlB;
        const kept = await runWithinTolerance(() => runLighthouse(url, profile), hostIndex);
        if (kept.flagged) flagged += 1;
        runs[page].push(kept.result);
      }
    }
    console.log(
      `\n${profile.short} (CPU slowdown ${profile.cpuSlowdownMultiplier.toFixed(2)}x), ${RUNS} runs each` +
        (flagged ? `, ${flagged} kept flagged for their host index` : ''),
    );
    console.log('| | A | B | B / A |\n|---|---:|---:|---:|');
    for (const [label, key, read] of FIGURES) {
      const a = summarize(runs.A.map(read));
      const b = summarize(runs.B.map(read));
      const bOverA = fmt('x', ratio(b.median, a.median));
      console.log(
        `| ${label} | ${fmtSummary(key, a)} | ${fmtSummary(key, b)} | ${bOverA === 'n/a' ? bOverA : `${bOverA}x`} |`,
      );
    }
  }
} finally {
  await stopBrowser();
}
