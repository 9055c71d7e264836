// Lighthouse 12 through its Node API, in the system Chromium.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const PRESETS = {
  // The default config is the mobile preset: Moto G Power screen, slow 4G, 4x CPU, simulated.
  mobile: undefined,
  desktop: desktopConfig,
};

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/** One Lighthouse run; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART on a busy machine) is retried twice. */
export async function runLighthouse(url, preset, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, preset);
    } catch (error) {
      if (attempt >= attempts || !String(error.message).startsWith('Lighthouse:')) throw error;
      console.warn(`[bench] ${error.message}: running it again`);
    }
  }
}

/** One Lighthouse run (performance category only) in a fresh Chromium. */
async function runLighthouseOnce(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      PRESETS[preset],
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
      transferSize: r.transferSize,
      resourceSize: r.resourceSize,
      // ms after the first request (the document's), on the same clock as the observed paints.
      startMs: r.networkRequestTime ?? r.rendererStartTime,
    }));
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    return {
      metrics,
      performanceScore: lhr.categories.performance?.score ?? null,
      lcpElement: lcpElement ? `${lcpElement.nodeLabel ?? ''} (${lcpElement.selector ?? ''})` : null,
      requests,
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
  }
}
