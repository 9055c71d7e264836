// docs/performance.md and docs/performance.json from one `npm run bench` run (scripts/bench.mjs
// collects `results`). Every figure comes from the run or from the constants the goals name;
// the prose types no number of its own (tests/unit/bench.test.ts checks).
import { CALIBRATION_DRIFT, calibrationDrift, summarize, withinTolerance } from './calibration.mjs';
import * as G from './goals.mjs';

export const METRICS = [
  ['fcp', 'FCP (ms)'],
  ['lcp', 'LCP (ms)'],
  ['tbt', 'TBT (ms)'],
  ['cls', 'CLS'],
  ['si', 'Speed Index (ms)'],
];

const PAGE_LABELS = {
  ours: 'ours',
  bare: 'bare React page',
  stripped: 'ours, scripts stripped',
};

/** Main-thread groups as Lighthouse names them, in the order the tables list them. */
const GROUP_LABELS = {
  scriptEvaluation: 'Script evaluation',
  scriptParseCompile: 'Script parsing and compilation',
  styleLayout: 'Style and layout',
  paintCompositeRender: 'Rendering (paint, composite)',
  parseHTML: 'Parse HTML and CSS',
  garbageCollection: 'Garbage collection',
  other: 'Other',
};

export const kb = (n) => (Number.isFinite(n) ? (n / 1024).toFixed(1) : 'n/a');
const pct = (x) => `${Math.round(x * 100)} %`;
const score100 = (s) => (Number.isFinite(s) ? Math.round(s * 100) : NaN);

/** A metric's value as the report prints it. */
export function fmt(key, value) {
  if (!Number.isFinite(value)) return 'n/a';
  if (key === 'cls') return value.toFixed(3);
  if (key === 'kb') return kb(value);
  if (key === 'index') return value.toFixed(0);
  if (key === 'x') return value.toFixed(2);
  return String(Math.round(value));
}

/** "median (min–max)", or the median alone when every run gave the same figure. */
export function fmtSummary(key, s) {
  if (!s || !Number.isFinite(s.median)) return 'n/a';
  const low = fmt(key, s.min);
  const high = fmt(key, s.max);
  return low === high ? fmt(key, s.median) : `${fmt(key, s.median)} (${low}–${high})`;
}

export function ratio(a, b) {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return NaN;
  if (b === 0) return a === 0 ? 1 : Infinity;
  return a / b;
}

const fmtRatio = (a, b) => {
  const r = ratio(a, b);
  return Number.isFinite(r) ? `${r.toFixed(2)}x` : 'n/a';
};

/** Per-page summaries of a class's runs: each metric, the score, main-thread work and JS transferred. */
export function summarizeRuns(runs) {
  const groups = new Set(runs.flatMap((r) => Object.keys(r.mainThread?.groups ?? {})));
  return {
    n: runs.length,
    flagged: runs.filter((r) => r.flagged).length,
    metrics: Object.fromEntries(METRICS.map(([k]) => [k, summarize(runs.map((r) => r.metrics[k]))])),
    observed: {
      fcp: summarize(runs.map((r) => r.metrics.observedFcp)),
      lcp: summarize(runs.map((r) => r.metrics.observedLcp)),
    },
    score: summarize(runs.map((r) => score100(r.performanceScore))),
    mainThread: {
      total: summarize(runs.map((r) => r.mainThread?.total)),
      groups: Object.fromEntries(
        [...groups].map((g) => [g, summarize(runs.map((r) => r.mainThread?.groups?.[g] ?? 0))]),
      ),
    },
    scriptTransferBytes: summarize(runs.map((r) => r.scriptTransferBytes)),
    benchmarkIndex: summarize(runs.map((r) => r.benchmarkIndex)),
  };
}

/** summarizeRuns of every class and page: { [class]: { [page]: summary } }. */
export function summarizeAll(lighthouse) {
  return Object.fromEntries(
    Object.entries(lighthouse).map(([cls, byPage]) => [
      cls,
      Object.fromEntries(Object.entries(byPage).map(([page, runs]) => [page, summarizeRuns(runs)])),
    ]),
  );
}

/** The run whose `key` metric is the median (the lower middle one of an even count). */
export function medianRun(runs, key = 'tbt') {
  const sorted = runs.filter((r) => Number.isFinite(r.metrics[key])).sort((a, b) => a.metrics[key] - b.metrics[key]);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
}

/**
 * The goals and what the run measured for each: `met` is true, false, or null when the run
 * did not measure it (a class left out with BENCH_CLASSES).
 */
export function computeGoals(results) {
  const s = summarizeAll(results.lighthouse);
  const mid = s['mid-tier'];
  const low = s['low-tier'];
  const desktop = s.desktop;
  const goals = [];
  // `floor`: the same figure for our page with its scripts stripped, the lowest the goal can read.
  const add = (goal, measured, met, floor = '') => goals.push({ goal, measured, met, floor });
  const notRun = (what) => [`not measured: ${what} not in this run`, null];
  const floorOf = (cls, key, get, unit = '') => (cls?.stripped ? `${fmtSummary(key, get(cls.stripped))}${unit}` : '');

  if (mid?.ours) {
    const tbt = mid.ours.metrics.tbt;
    add(
      `Mid-tier phone: TBT <= ${G.MID_TIER_TBT_MAX_MS} ms`,
      `${fmtSummary('tbt', tbt)} ms`,
      tbt.median <= G.MID_TIER_TBT_MAX_MS,
      floorOf(mid, 'tbt', (x) => x.metrics.tbt, ' ms'),
    );
    const sc = mid.ours.score;
    add(
      `Mid-tier phone: performance score >= ${G.MID_TIER_SCORE_MIN}`,
      fmtSummary('score', sc),
      sc.median >= G.MID_TIER_SCORE_MIN,
      floorOf(mid, 'score', (x) => x.score),
    );
  } else {
    add(`Mid-tier phone: TBT <= ${G.MID_TIER_TBT_MAX_MS} ms`, ...notRun('the mid-tier class'));
    add(`Mid-tier phone: performance score >= ${G.MID_TIER_SCORE_MIN}`, ...notRun('the mid-tier class'));
  }
  for (const k of ['fcp', 'lcp']) {
    const goal = `Mid-tier phone: ${k.toUpperCase()} <= ${G.MID_TIER_PAINT_MAX_RATIO_TO_BARE}x the bare React page's`;
    if (mid?.ours && mid.bare) {
      const o = mid.ours.metrics[k];
      const b = mid.bare.metrics[k];
      add(
        goal,
        `ours ${fmtSummary(k, o)} ms, bare ${fmtSummary(k, b)} ms: ${fmtRatio(o.median, b.median)}`,
        ratio(o.median, b.median) <= G.MID_TIER_PAINT_MAX_RATIO_TO_BARE,
        mid.stripped
          ? `${fmtSummary(k, mid.stripped.metrics[k])} ms: ${fmtRatio(mid.stripped.metrics[k].median, b.median)}`
          : '',
      );
    } else add(goal, ...notRun('the mid-tier class or the bare page'));
  }
  if (low?.ours) {
    const tbt = low.ours.metrics.tbt;
    add(
      `Low-tier phone: TBT <= ${G.LOW_TIER_TBT_MAX_MS} ms`,
      `${fmtSummary('tbt', tbt)} ms`,
      tbt.median <= G.LOW_TIER_TBT_MAX_MS,
      floorOf(low, 'tbt', (x) => x.metrics.tbt, ' ms'),
    );
    const sc = low.ours.score;
    add(
      `Low-tier phone: performance score >= ${G.LOW_TIER_SCORE_MIN}`,
      fmtSummary('score', sc),
      sc.median >= G.LOW_TIER_SCORE_MIN,
      floorOf(low, 'score', (x) => x.score),
    );
  } else {
    add(`Low-tier phone: TBT <= ${G.LOW_TIER_TBT_MAX_MS} ms`, ...notRun('the low-tier class'));
    add(`Low-tier phone: performance score >= ${G.LOW_TIER_SCORE_MIN}`, ...notRun('the low-tier class'));
  }
  {
    const goal = `Mid-tier phone: main-thread work at load <= ${G.MAIN_THREAD_MAX_RATIO_TO_STRIPPED}x our page's with its scripts stripped`;
    if (mid?.ours && mid.stripped) {
      const o = mid.ours.mainThread.total;
      const st = mid.stripped.mainThread.total;
      add(
        goal,
        `ours ${fmtSummary('ms', o)} ms, stripped ${fmtSummary('ms', st)} ms: ${fmtRatio(o.median, st.median)}`,
        ratio(o.median, st.median) <= G.MAIN_THREAD_MAX_RATIO_TO_STRIPPED,
        `${fmtSummary('ms', st)} ms`,
      );
    } else add(goal, ...notRun('the mid-tier class or the stripped page'));
  }
  {
    const goal = `JavaScript transferred during the load (everything of type Script until the page is idle) <= ${kb(G.LOAD_JS_MAX_TRANSFER_BYTES)} KB gzip`;
    const mobileRuns = results.classes
      .filter((c) => c.preset === 'mobile')
      .flatMap((c) => results.lighthouse[c.id]?.ours ?? []);
    if (mobileRuns.length) {
      const js = summarize(mobileRuns.map((r) => r.scriptTransferBytes));
      add(
        goal,
        `${fmtSummary('kb', js)} KB over the ${mobileRuns.length} mobile runs of ours`,
        js.median <= G.LOAD_JS_MAX_TRANSFER_BYTES,
      );
    } else add(goal, ...notRun('a mobile class'));
  }
  {
    const measured = results.classes
      .filter((c) => s[c.id]?.ours)
      .map((c) => ({
        label: c.short,
        cls: s[c.id].ours.metrics.cls,
        floor: floorOf(s[c.id], 'cls', (x) => x.metrics.cls),
      }));
    add(
      `CLS <= ${G.CLS_MAX}, every class`,
      measured.map((m) => `${m.label} ${fmtSummary('cls', m.cls)}`).join(', '),
      measured.length ? measured.every((m) => m.cls.median <= G.CLS_MAX) : null,
      measured
        .filter((m) => m.floor)
        .map((m) => `${m.label} ${m.floor}`)
        .join(', '),
    );
  }
  if (desktop?.ours) {
    const sc = desktop.ours.score;
    add(
      `Desktop: performance score >= ${G.DESKTOP_SCORE_MIN}`,
      fmtSummary('score', sc),
      sc.median >= G.DESKTOP_SCORE_MIN,
    );
  } else add(`Desktop: performance score >= ${G.DESKTOP_SCORE_MIN}`, ...notRun('the desktop class'));

  const { initial, later, renders, initialJsBudget } = results;
  add(
    `JS before the app starts <= ${kb(initialJsBudget)} KB gzip; the rest after the first view`,
    `${kb(initial.ours.total.gzip)} KB gzip; ${kb(later.total.gzip)} KB in ${later.files.length} later chunks`,
    initial.ours.total.gzip <= initialJsBudget && later.files.length > 0,
  );
  for (const g of renderGoals(renders)) add(g.goal, g.measured, g.met);
  return goals;
}

/**
 * Components that render on a clock of their own, not on the polled endpoint's data: the feed's
 * relative times, the freshness indicator, and the Trends section, which polls /api/history on its
 * own timer (its answer changes with each sample the server takes) and may fall in another poll's window.
 */
export const CLOCK_ORIGINS = ['ActivityFeedView', 'LiveFreshness', 'ConnectedTrends'];
const FRESHNESS_SELF = ['LiveFreshness', 'Freshness'];
export const pollDataOrigins = (p) => Object.entries(p.origins).filter(([origin]) => !CLOCK_ORIGINS.includes(origin));

/** A component's renders per event, as "Name ×n". */
export function rendersLine(origins, events) {
  const parts = [];
  for (const { renders } of Object.values(origins)) {
    for (const [name, n] of Object.entries(renders)) parts.push(`${name} ×${Number((n / events).toFixed(2))}`);
  }
  return parts.length ? parts.join(', ') : 'none';
}

function heapFigures(heap) {
  const samples = heap.samples;
  const mid = samples.find((x) => x.minute >= samples.at(-1).minute / 2) ?? samples[0];
  const end = samples.at(-1);
  const growth = (end.heapBytes - mid.heapBytes) / mid.heapBytes;
  const stable =
    growth < G.HEAP_SECOND_HALF_MAX_GROWTH &&
    end.nodes <= mid.nodes + G.HEAP_SECOND_HALF_MAX_NEW_NODES &&
    end.listeners <= mid.listeners + G.HEAP_SECOND_HALF_MAX_NEW_LISTENERS;
  return { samples, mid, end, growth, stable };
}

const mb = (n) => (n / 1048576).toFixed(2);

/** The render-count and heap goals, from a measureRenders result (also printed by renders-only.mjs). */
export function renderGoals(renders) {
  const tw = renders.typewriter.Typewriter;
  const twOthers = Object.keys(tw?.renders ?? {}).filter((n) => n !== 'Typewriter');
  const samePolls = renders.polls.filter((p) => p.data === 'same');
  const freshnessRuns = [renders.typewriter.LiveFreshness, ...renders.polls.map((p) => p.origins.LiveFreshness)];
  const freshnessOthers = [
    ...new Set(freshnessRuns.flatMap((o) => Object.keys(o?.renders ?? {}).filter((n) => !FRESHNESS_SELF.includes(n)))),
  ];
  const freshnessTicks = renders.typewriter.LiveFreshness?.commits ?? 0;
  const h = heapFigures(renders.heap);
  return [
    {
      // The typewriter types with CSS animations (src/components/Typewriter/typewriterTimeline.ts).
      goal: 'A typewriter keystroke renders nothing in React (CSS types)',
      measured: `${tw?.commits ?? 0} commits started by the typewriter while motion ran${tw?.commits ? `: ${rendersLine({ Typewriter: tw }, tw.commits)} each${twOthers.length ? `; also ${twOthers.join(', ')}` : ''}` : ''}`,
      met: !tw?.commits,
    },
    {
      goal: 'A tick of the freshness indicator re-renders only the indicator',
      measured: `${freshnessTicks} ticks: ${rendersLine(renders.typewriter.LiveFreshness ? { LiveFreshness: renders.typewriter.LiveFreshness } : {}, freshnessTicks || 1)} per tick${freshnessOthers.length ? `; also ${freshnessOthers.join(', ')}` : ''}`,
      met: freshnessTicks > 0 && freshnessOthers.length === 0,
    },
    {
      goal: 'A poll re-renders only the components whose data changed',
      measured: `polls with the same answer: ${samePolls.every((p) => pollDataOrigins(p).length === 0) ? 'no render' : 'renders (see below)'}; with a changed answer: only that data's components (below)`,
      met: samePolls.every((p) => pollDataOrigins(p).length === 0),
    },
    {
      goal: 'JS heap stable over a simulated hour of polling',
      measured: `${mb(h.samples[0].heapBytes)} MB at start, ${mb(h.mid.heapBytes)} MB at ${h.mid.minute} min, ${mb(h.end.heapBytes)} MB at ${h.end.minute} min (second half ${h.growth >= 0 ? '+' : ''}${(h.growth * 100).toFixed(1)} %); DOM nodes ${h.mid.nodes} -> ${h.end.nodes}, listeners ${h.mid.listeners} -> ${h.end.listeners}`,
      met: h.stable,
    },
  ];
}

const metLabel = (met) => (met === null ? 'not run' : met ? 'yes' : 'no');

/**
 * What the report says when the runs' own median host index ended further than
 * CALIBRATION_DRIFT from the calibration's (empty when it did not): which way, by how much, and
 * what that does to the figures.
 */
export function driftSentence(calibrationIndex, runIndexes) {
  const { deviation, drifted } = calibrationDrift(calibrationIndex, runIndexes);
  if (!drifted) return '';
  const slower = deviation < 0;
  return `**The runs' median index is ${pct(Math.abs(deviation))} ${slower ? 'below' : 'above'} the calibration's** (more than ${pct(CALIBRATION_DRIFT)}): the machine ran ${slower ? 'slower' : 'faster'} than it was calibrated, so each phone class was slowed about that much ${slower ? 'more' : 'less'} than the phone it names, and its times (TBT, main-thread work, FCP and LCP) read about that much ${slower ? 'high' : 'low'}. Ratios within one class (ours against bare or stripped) are not affected.`;
}

/** The markdown of docs/performance.md and the object of docs/performance.json. */
export function renderReport(results) {
  const lines = [];
  const p = (...xs) => lines.push(...xs);
  const { calibration, classes, machine } = results;
  const summary = summarizeAll(results.lighthouse);
  const goals = computeGoals(results);
  const phoneClasses = classes.filter((c) => c.preset === 'mobile');

  p(`# Performance: our dashboard as named phones see it, against a bare React ${machine.reactMajor} page`, '');
  p(
    `Produced by \`npm run bench\` (scripts/bench.mjs) on ${results.date.slice(0, 10)} in ${Math.round(results.durationSeconds / 60)} min: ${machine.cpus} CPU cores (${machine.cpuModel}), Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse} through its Node API. Machine load (one-minute average) ${fmt('x', results.load.start)} at the start, at most ${fmt('x', results.load.max)} between runs, ${fmt('x', results.load.end)} at the end. Do not edit by hand: run the command again.`,
    '',
  );
  p(
    `Three pages, each a Vite production build served with gzip: **ours** by app/server.ts as visitors get it (the first HTML of / server-rendered from the shared snapshot of the live simulation, /api/* from that snapshot); the **bare React page** (createRoot rendering one heading) by the same static serving, gzip and security headers as ours (scripts/bench/referenceServer.ts: with Cross-Origin-Opener-Policy the browser starts a page in a renderer process of its own, and Lighthouse counts that start-up as the page's work, so a reference page without our headers would be spared a cost ours pays); **ours, scripts stripped**: our / fetched once from that server, with every script but the JSON data block and every modulepreload removed (${results.stripped.removed.length} elements: ${results.stripped.removed.map((r) => `\`${r}\``).join(', ')}), served by the same static server beside our assets, so it paints the same HTML, CSS and fonts and runs no JavaScript: the floor of what our page costs to show.`,
    '',
  );

  // Calibration.
  p('## Device classes', '');
  p(
    `Lighthouse simulates a slower CPU by multiplying the task times of a trace recorded at full speed by \`cpuSlowdownMultiplier\`; the same multiplier stands for a different phone on a faster or slower host. So the bench first measures this host's Lighthouse benchmark index (${calibration.indexes.length} quick runs: ${calibration.indexes.map((i) => fmt('index', i)).join(', ')}; median **${fmt('index', calibration.median)}**${calibration.indexes.some((i) => !withinTolerance(i, calibration.median, calibration.tolerance)) ? ', some of them further from it than the tolerance below: the machine was busy' : ''}) and sets each phone class's multiplier to host index / class index, the class indexes being those of Chrome DevTools' CPU calibration. Every run reports its own index; a run whose index is more than ±${pct(calibration.tolerance)} from the median is made again, at most ${calibration.retries} more times, and kept flagged if it still is. Network and screen are the mobile preset's for every phone class.`,
    '',
  );
  p('| class | what it stands for | CPU slowdown | network, screen | runs per page |');
  p('|---|---|---:|---|---:|');
  for (const c of classes) {
    const slowdown =
      c.classIndex !== undefined
        ? `${fmt('x', c.cpuSlowdownMultiplier)}x (${fmt('index', calibration.median)} / ${c.classIndex}${c.cpuSlowdownMultiplier < 1 ? ': the host read slower than the class, so the simulation speeds it up' : ''})`
        : `${fmt('x', c.cpuSlowdownMultiplier)}x (fixed)`;
    p(
      `| ${c.short} | ${c.description} | ${slowdown} | ${c.preset === 'desktop' ? 'desktop preset' : 'mobile preset'} | ${results.runs} |`,
    );
  }
  const flagged = classes.flatMap((c) =>
    Object.entries(results.lighthouse[c.id] ?? {}).flatMap(([page, runs]) =>
      runs.filter((r) => r.flagged).map((r) => `${c.short} ${page} round ${r.round}`),
    ),
  );
  const repeated = classes.reduce(
    (n, c) =>
      n +
      Object.values(results.lighthouse[c.id] ?? {}).reduce(
        (m, runs) => m + runs.filter((r) => r.indexes.length > 1).length,
        0,
      ),
    0,
  );
  const runIndexes = Object.values(results.lighthouse).flatMap((byPage) =>
    Object.values(byPage).flatMap((runs) => runs.map((r) => r.benchmarkIndex)),
  );
  const drift = driftSentence(calibration.median, runIndexes);
  p('');
  p(
    `Host index over all runs: ${fmtSummary('index', summarize(runIndexes))}. Runs made again for their index: ${repeated}; kept flagged: ${flagged.length ? flagged.join(', ') : 'none'}.${drift ? ` ${drift}` : ''}`,
    '',
  );

  // Goals.
  p('## Goals', '');
  p(
    'Medians of the runs, with min–max. Goals of docs/requirements.md §11.1 and §11.4 (scripts/bench/goals.mjs). The floor is the same figure for our page with its scripts stripped, in the same class and run: what our HTML, CSS and fonts cost before any script, the lowest the goal can read.',
    '',
  );
  // A drifted run is said again where the goals are read.
  if (drift) p(drift, '');
  p('| goal | measured: median (min–max) | floor: ours, scripts stripped | met |', '|---|---|---|---|');
  for (const g of goals) p(`| ${g.goal} | ${g.measured} | ${g.floor} | ${metLabel(g.met)} |`);
  p('');

  // Per class.
  p('## Each class', '');
  p(
    "Lighthouse performance category, simulated throttling; median (min–max) of the runs. Main-thread work is Lighthouse's `mainthread-work-breakdown` at the class's CPU speed; JavaScript is what the load transferred of type Script.",
    '',
  );
  for (const c of classes) {
    const byPage = summary[c.id];
    if (!byPage) continue;
    const pages = Object.keys(byPage);
    p(`### ${c.short}: ${c.description}`, '');
    // Ours against the first reference page the class ran: the bare page, else the stripped one.
    const ref = pages.find((pg) => pg !== 'ours');
    p(`| | ${pages.map((pg) => PAGE_LABELS[pg]).join(' | ')} |${ref ? ` ours / ${ref} |` : ''}`);
    p(`|---|${pages.map(() => '---:|').join('')}${ref ? '---:|' : ''}`);
    const row = (label, key, get) =>
      p(
        `| ${label} | ${pages.map((pg) => fmtSummary(key, get(byPage[pg]))).join(' | ')} |${ref ? ` ${fmtRatio(get(byPage.ours).median, get(byPage[ref]).median)} |` : ''}`,
      );
    for (const [k, label] of METRICS) row(label, k, (x) => x.metrics[k]);
    row('Performance score', 'score', (x) => x.score);
    row('Main-thread work (ms)', 'ms', (x) => x.mainThread.total);
    row('JavaScript transferred (KB)', 'kb', (x) => x.scriptTransferBytes);
    row('FCP observed, unthrottled trace (ms)', 'fcp', (x) => x.observed.fcp);
    row('LCP observed, unthrottled trace (ms)', 'lcp', (x) => x.observed.lcp);
    p('');
  }

  // Main thread against the stripped page.
  p('## Main-thread work: ours against ours with its scripts stripped', '');
  p(
    "Lighthouse `mainthread-work-breakdown` by kind, ms at each class's CPU speed, medians. The stripped page is the same HTML and CSS with no script: what is left above it is what our JavaScript costs (evaluation, hydration, the style and layout work it causes).",
    '',
  );
  for (const c of phoneClasses) {
    const byPage = summary[c.id];
    if (!byPage?.ours || !byPage.stripped) continue;
    const groups = Object.keys(GROUP_LABELS).filter(
      (g) => byPage.ours.mainThread.groups[g] || byPage.stripped.mainThread.groups[g],
    );
    p(`**${c.short}**`, '');
    const bare = byPage.bare ? ' bare |' : '';
    p(`| work | ours | stripped | ours / stripped |${bare}`, `|---|---:|---:|---:|${bare && '---:|'}`);
    // A kind of work a page's runs never had is 0 ms for it.
    const none = summarize([0]);
    const cell = (x, g) => (x ? (g ? (x.mainThread.groups[g] ?? none) : x.mainThread.total) : undefined);
    for (const g of [null, ...groups]) {
      const o = cell(byPage.ours, g);
      const st = cell(byPage.stripped, g);
      p(
        `| ${g ? GROUP_LABELS[g] : '**Total**'} | ${fmtSummary('ms', o)} | ${fmtSummary('ms', st)} | ${fmtRatio(o?.median, st?.median)} |${bare && ` ${fmtSummary('ms', cell(byPage.bare, g))} |`}`,
      );
    }
    p('');
  }

  // Where the main thread goes.
  const midRuns = results.lighthouse['mid-tier'] ?? results.lighthouse[phoneClasses[0]?.id] ?? {};
  const whereClass = results.lighthouse['mid-tier'] ? classes.find((c) => c.id === 'mid-tier') : phoneClasses[0];
  if (whereClass) {
    p(`## Where the main thread goes (${whereClass.short}, the run with the median TBT)`, '');
    for (const page of ['ours', 'stripped']) {
      const run = medianRun(midRuns[page] ?? []);
      if (!run) continue;
      p(
        `**${PAGE_LABELS[page]}**, round ${run.round}: TBT ${fmt('tbt', run.metrics.tbt)} ms, main-thread work ${fmt('ms', run.mainThread.total)} ms.`,
        '',
      );
      if (run.scripts.length) {
        p("Scripts (Lighthouse `bootup-time`, ms at the class's speed):", '');
        p('| script | total | evaluation | parse and compile |', '|---|---:|---:|---:|');
        for (const s of run.scripts)
          p(
            `| ${shortUrl(s.url)} | ${fmt('ms', s.total)} | ${fmt('ms', s.scripting)} | ${fmt('ms', s.scriptParseCompile)} |`,
          );
        p('');
      }
      p(
        'Long tasks (Lighthouse `long-tasks`: simulated start and duration, ms; the script the task is attributed to):',
        '',
      );
      if (run.longTasks.length) {
        p('| start | duration | attributed to |', '|---:|---:|---|');
        for (const t of [...run.longTasks].sort((a, b) => a.startTime - b.startTime))
          p(`| ${fmt('ms', t.startTime)} | ${fmt('ms', t.duration)} | ${shortUrl(t.url)} |`);
      } else p('none.');
      p('');
    }
  }

  // Bytes.
  const { bytes, initial, later } = results;
  p('## Bytes', '');
  p(
    `Files each page loaded in ${bytes.fromRun}, compressed here (gzip at the level the server uses, brotli at its highest quality).`,
    '',
  );
  p('| bytes loaded (KB) | ours: gzip | ours: brotli | bare: gzip | bare: brotli | ratio (gzip) |');
  p('|---|---:|---:|---:|---:|---:|');
  const rows = [
    ['JavaScript, all', 'Script'],
    ['CSS files', 'Stylesheet'],
    ['Fonts (woff2, already compressed)', 'Font'],
    ['HTML (with the inlined critical CSS)', 'Document'],
  ];
  for (const [label, type] of rows) {
    const o = bytes.ours[type];
    const b = bytes.bare[type];
    p(`| ${label} | ${kb(o.gzip)} | ${kb(o.brotli)} | ${kb(b.gzip)} | ${kb(b.brotli)} | ${fmtRatio(o.gzip, b.gzip)} |`);
  }
  p(
    `| JavaScript before the app starts (entry and its static imports) | ${kb(initial.ours.total.gzip)} | ${kb(initial.ours.total.brotli)} | ${kb(initial.bare.total.gzip)} | ${kb(initial.bare.total.brotli)} | ${fmtRatio(initial.ours.total.gzip, initial.bare.total.gzip)} |`,
  );
  p(
    `| JavaScript loaded after the first view (${later.files.length} chunks) | ${kb(later.total.gzip)} | ${kb(later.total.brotli)} | | | |`,
  );
  p('');
  const lcpClass = summary['mid-tier'] ? 'mid-tier' : phoneClasses[0]?.id;
  if (lcpClass) {
    const first = (page) => results.lighthouse[lcpClass]?.[page]?.[0];
    p(
      `LCP element (${lcpClass}): ours \`${first('ours')?.lcpElement ?? 'n/a'}\`; bare \`${first('bare')?.lcpElement ?? 'n/a'}\`.`,
      '',
    );
    p(
      `Requests started before the observed LCP (${lcpClass}, first run; transfer sizes as Lighthouse saw them): ours ${describeRequests(requestedBeforeObservedLcp(first('ours')))}; bare ${describeRequests(requestedBeforeObservedLcp(first('bare')))}.`,
      '',
    );
  }
  p('## Byte budgets (checked by `npm test`, step `budget`, and by the package step)', '');
  p('| budget | limit | now |', '|---|---:|---:|');
  const pkg = results.packageSize;
  p(
    `| JavaScript before the app starts, gzip | ${kb(results.initialJsBudget)} KB | ${kb(initial.ours.total.gzip)} KB |`,
  );
  p(
    `| One-component import (${pkg.oneComponent}) as a share of the library, gzip | ${pct(results.oneComponentMaxShare)} | ${(pkg.share * 100).toFixed(1)} % (${kb(pkg.oneComponentGzipBytes)} of ${kb(pkg.wholeLibraryGzipBytes)} KB) |`,
  );
  if (pkg.formatMoneyGzipBytes !== undefined)
    p(`| \`formatMoney\` alone, gzip | ${kb(results.formatMoneyMaxGzip)} KB | ${kb(pkg.formatMoneyGzipBytes)} KB |`);
  p('');

  // Renders and heap.
  const { renders } = results;
  const tw = renders.typewriter.Typewriter;
  p('## React renders', '');
  p(
    'Counted with a React DevTools-style commit hook (scripts/bench/render-hook.js) in an unminified build, Chromium at desktop width, page clock faked by Playwright. A component counts when React rendered it in a commit (not when it bailed out); renders are grouped by the component whose own update started them. Library components only (Emotion, Radix and TanStack internals left out).',
    '',
  );
  p('| event | components rendered, per event |', '|---|---|');
  p(
    `| motion running: commits the typewriter started (${tw?.commits ?? 0}; it types in CSS) | ${tw?.commits ? rendersLine({ Typewriter: tw }, tw.commits) : 'none'} |`,
  );
  for (const poll of renders.polls) {
    const data = Object.fromEntries(pollDataOrigins(poll));
    const clock = poll.origins.ActivityFeedView;
    const freshness = poll.origins.LiveFreshness;
    const history = poll.origins.ConnectedTrends;
    p(
      `| poll of ${poll.endpoint}, ${poll.data === 'same' ? 'same answer' : 'one value changed'} | ${rendersLine(data, 1)}${clock ? `; and the relative-time clock, which fell in this window: ${rendersLine({ ActivityFeedView: clock }, 1)}` : ''}${history ? `; and the history poll (/api/history, which changes with each sample the server takes), which fell in this window: ${rendersLine({ ConnectedTrends: history }, 1)}` : ''}${freshness ? `; and the freshness indicator's clock (${freshness.commits} commits in this window): ${rendersLine({ LiveFreshness: freshness }, 1)}` : ''} |`,
    );
  }
  p('');
  const h = heapFigures(renders.heap);
  p(`## JS heap over ${h.end.minute} simulated minutes`, '');
  p(
    `Live data and motion on; the page clock moved a second at a time, so every poll (${renders.heap.polls} requests) and every animation frame ran. Each sample after a forced garbage collection (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage, Memory.getDOMCounters). Stable means: over the second half the heap grows less than ${pct(G.HEAP_SECOND_HALF_MAX_GROWTH)}, DOM nodes by at most ${G.HEAP_SECOND_HALF_MAX_NEW_NODES} and listeners by at most ${G.HEAP_SECOND_HALF_MAX_NEW_LISTENERS} (a toast on screen); the first half is V8 warming up.`,
    '',
  );
  p('| minute | JS heap (MB) | DOM nodes | event listeners |', '|---:|---:|---:|---:|');
  for (const x of h.samples) p(`| ${x.minute} | ${mb(x.heapBytes)} | ${x.nodes} | ${x.listeners} |`);
  p('');

  p('## Notes', '');
  p(
    '- Lighthouse simulates the slow device from a trace recorded at full speed, so CPU taken by other processes on the machine during a run shows up in its figures, multiplied by the slowdown. The benchmark index of each run shows how fast the host was at that moment (a busy host reads lower); runs far from the calibration are repeated and flagged, and the medians damp the rest. Compare the load averages in the header: figures from a busy machine are not a result.',
    "- FCP and LCP: our first HTML is the dashboard with its data and its critical CSS inline, so it paints before any script runs, while the bare page paints only after its script has run. Lighthouse's simulated FCP (Lantern) waits on every request of high priority finished before the paint it observed, and its LCP on every request finished before it, whatever its priority: so the entry script is fetched at low priority and the app's chunks only once the page is painted, and what is left before our LCP is the first view's preloaded fonts and the entry's few KB, which count although the page painted without them (compare the observed rows).",
    '- Main-thread work counts every task from navigation until the page is idle (Lighthouse waits for network and CPU quiet), including the chunks loaded when the page is idle; TBT counts only what each task after FCP lasts beyond the long-task threshold.',
    "- The stripped page stands for the floor of our page's main-thread work; no goal uses its paint times. Lantern counts every request started before its observed first paint (fonts, icons) as needed for that paint, so its simulated FCP, LCP and Speed Index move with the observed one (the observed FCP column). While it was served without our security headers, that paint moved from run to run far more than ours; with them it is about as steady.",
    '- The bytes table counts the files by type from one run; "JavaScript transferred" in the class tables and the goals is every run\'s own count of what went over the wire (gzip and headers).',
    "- Heap: V8 compiled code, the DevTools network buffer the measurement itself enables, and the browser's capped resource-timing and layout-shift buffers grow in the first half; the app's own objects hardly do.",
    '',
  );

  p('## All Lighthouse runs', '');
  p(
    "Host index: of the run kept. Attempts: every attempt's index, when the run was made again for it. Flagged: its index stayed out of the tolerance.",
    '',
  );
  p(
    '| class | page | round | host index | attempts | flagged | slowdown | FCP | LCP | TBT | CLS | SI | score | main thread (ms) | JS (KB) | FCP observed |',
    '|---|---|---:|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const c of classes) {
    for (const [page, runs] of Object.entries(results.lighthouse[c.id] ?? {})) {
      for (const r of runs) {
        const attempts = r.indexes.length > 1 ? r.indexes.map((i) => fmt('index', i)).join(', ') : '';
        p(
          `| ${c.short} | ${page} | ${r.round} | ${fmt('index', r.benchmarkIndex)} | ${attempts} | ${r.flagged ? 'yes' : ''} | ${fmt('x', r.cpuSlowdownMultiplier)} | ${METRICS.map(([k]) => fmt(k, r.metrics[k])).join(' | ')} | ${fmt('score', score100(r.performanceScore))} | ${fmt('ms', r.mainThread.total)} | ${fmt('kb', r.scriptTransferBytes)} | ${fmt('fcp', r.metrics.observedFcp)} |`,
        );
      }
    }
  }
  p('');

  const json = {
    date: results.date,
    durationSeconds: results.durationSeconds,
    machine,
    load: results.load,
    runs: results.runs,
    calibration,
    classes,
    stripped: results.stripped,
    summary,
    goals,
    lighthouse: Object.fromEntries(
      Object.entries(results.lighthouse).map(([cls, byPage]) => [
        cls,
        Object.fromEntries(
          Object.entries(byPage).map(([page, runs]) => [
            page,
            // Requests are summed up above; the rest of each run stays.
            runs.map(({ requests: _requests, warnings: _warnings, ...rest }) => rest),
          ]),
        ),
      ]),
    ),
    bytes: {
      fromRun: bytes.fromRun,
      ours: compactBytes(bytes.ours),
      bare: compactBytes(bytes.bare),
      initialJs: { ours: initial.ours.total, bare: initial.bare.total },
      deferredJs: { total: later.total, files: later.files.map((f) => f.file) },
    },
    packageSize: pkg,
    renders: { typewriter: renders.typewriter, polls: renders.polls },
    heap: renders.heap,
  };
  return { markdown: `${lines.join('\n')}\n`, json, goals };
}

function compactBytes(byType) {
  return Object.fromEntries(
    Object.entries(byType).map(([t, v]) => [
      t,
      { raw: v.raw, gzip: v.gzip, brotli: v.brotli, transfer: v.transfer, files: v.files.map((f) => f.url) },
    ]),
  );
}

/** A URL's path, without its origin: what the tables show. */
function shortUrl(url) {
  try {
    const u = new URL(url);
    return `\`${u.pathname}\``;
  } catch {
    return url;
  }
}

/**
 * The requests a run had started before the LCP paint it observed, by resource type: Lighthouse's
 * LCP simulation treats each of them as needed for that paint and downloads them first.
 */
export function requestedBeforeObservedLcp(run) {
  const byType = {};
  for (const r of run?.requests ?? []) {
    if (!(r.startMs < run.metrics.observedLcp)) continue;
    const type = r.resourceType ?? 'Other';
    byType[type] ??= { count: 0, bytes: 0 };
    byType[type].count++;
    byType[type].bytes += r.transferSize ?? 0;
  }
  return byType;
}

/** "Font 4 (76.9 KB), Script 3 (99.8 KB)". */
function describeRequests(byType) {
  const parts = Object.entries(byType).map(([type, { count, bytes }]) => `${type} ${count} (${kb(bytes)} KB)`);
  return parts.length ? parts.join(', ') : 'none';
}
