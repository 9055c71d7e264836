// Lighthouse 12 through its Node API, in the system Chromium: one run per call, in a fresh
// browser, performance category only, simulated throttling.
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

/**
 * Lighthouse's config for a profile: `{ preset: 'mobile', cpuSlowdownMultiplier }` is the
 * default mobile preset (Moto G Power screen, slow 4G) with that CPU slowdown instead of its
 * own; `{ preset: 'desktop' }` is its desktop preset.
 */
export function configFor(profile) {
  if (profile.preset === 'desktop') return desktopConfig;
  return {
    extends: 'lighthouse:default',
    settings: {
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: profile.cpuSlowdownMultiplier },
    },
  };
}

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/**
 * One Lighthouse run of `url` as `profile` (see configFor). A run Lighthouse itself reports as
 * broken (e.g. NO_NAVSTART on a busy machine) is made again, at most `attempts` times in all.
 */
export async function runLighthouse(url, profile, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return readResult(await runOnce(url, configFor(profile), { onlyCategories: ['performance'] }));
    } catch (error) {
      if (attempt >= attempts || !String(error.message).startsWith('Lighthouse:')) throw error;
      console.warn(`[bench] ${error.message}: running it again`);
    }
  }
}

/**
 * The host's benchmark index as Lighthouse measures it at the start of every run (its
 * benchmark, in a fresh Chromium, before the page loads), from a run of one cheap audit.
 */
export async function measureBenchmarkIndex(url) {
  const lhr = await runOnce(url, undefined, { onlyAudits: ['viewport'] });
  return lhr.environment.benchmarkIndex;
}

/** The Chromium of the run under way, if any. */
let running;

/** Stops the Chromium of the run under way (for a bench that is interrupted). */
export async function stopBrowser() {
  await running?.kill();
}

async function runOnce(url, config, flags) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  running = chrome;
  try {
    // No full-page screenshot: no audit of the performance category reads it, and it costs each run a capture.
    const settings = { port: chrome.port, output: 'json', logLevel: 'error', disableFullPageScreenshot: true };
    const result = await lighthouse(url, { ...settings, ...flags }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    running = undefined;
    await chrome.kill();
  }
}

/** What the bench keeps of a Lighthouse result. */
function readResult(lhr) {
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? NaN]),
  );
  // What the browser really did at full speed (the trace the simulation starts from).
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  metrics.observedFcp = observed.observedFirstContentfulPaint ?? NaN;
  metrics.observedLcp = observed.observedLargestContentfulPaint ?? NaN;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).map((r) => ({
    url: r.url,
    resourceType: r.resourceType,
    transferSize: r.transferSize ?? 0,
    resourceSize: r.resourceSize ?? 0,
    // ms after the first request (the document's), on the same clock as the observed paints.
    startMs: r.networkRequestTime ?? r.rendererStartTime,
  }));
  // Main-thread work at the simulated CPU speed (Lighthouse multiplies the observed task
  // times by the slowdown), in total and by kind: scriptEvaluation, styleLayout, other, ...
  const breakdown = lhr.audits['mainthread-work-breakdown'];
  const mainThread = {
    total: breakdown?.numericValue ?? NaN,
    groups: Object.fromEntries((breakdown?.details?.items ?? []).map((i) => [i.group, i.duration])),
  };
  // Each script's share of it (bootup-time: scripting and parse/compile, at the simulated speed).
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? []).map((i) => ({
    url: i.url,
    total: i.total,
    scripting: i.scripting,
    scriptParseCompile: i.scriptParseCompile,
  }));
  // Top-level tasks of 50 ms and more, with the simulation's start and duration.
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => ({
    url: t.url,
    startTime: t.startTime,
    duration: t.duration,
  }));
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    metrics,
    performanceScore: lhr.categories.performance?.score ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
    mainThread,
    scripts,
    longTasks,
    // Everything the load fetched of type Script, as transferred (gzip where the server
    // compressed it, with headers): "everything fetched before the page is idle".
    scriptTransferBytes: requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + r.transferSize, 0),
    lcpElement: lcpElement ? `${lcpElement.nodeLabel ?? ''} (${lcpElement.selector ?? ''})` : null,
    requests,
    warnings: lhr.runWarnings,
  };
}
