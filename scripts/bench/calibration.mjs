// The pure parts of `npm run bench`'s device classes: which CPU slowdown makes this host stand
// for a named phone, the medians the report gives, and when a run's host was not the host the
// bench calibrated (docs/requirements.md §11.4).
//
// Lighthouse's CPU throttling is "expressed relative to the performance of the host device":
// each run reports the host's `benchmarkIndex` (lhr.environment.benchmarkIndex) and
// `throttling.cpuSlowdownMultiplier` divides the host's speed by that factor (Lighthouse
// docs/throttling.md, "CPU Throttling" and "Calibrating the CPU slowdown"). Chrome DevTools'
// CPU calibration (front_end/panels/mobile_throttling/CalibrationController.ts) names the two
// phone classes by the index they score, mid-tier (Pixel 5 class) 1000 and low-tier (Moto G
// Power class) 264, and looks for the slowdown at which the host scores that index: a host of
// index H slowed down by H / C scores C, so the multiplier for class C is H / C.

/** The device classes, by the benchmark index Chrome DevTools' CPU calibration gives them. */
export const DEVICE_CLASSES = {
  'mid-tier': { benchmarkIndex: 1000, label: 'mid-tier phone', example: 'Pixel 5' },
  'low-tier': { benchmarkIndex: 264, label: 'low-tier phone', example: 'Moto G Power' },
};

/** Every profile the bench knows, in the order it runs them (BENCH_CLASSES picks some). */
export const PROFILE_IDS = ['mid-tier', 'low-tier', 'desktop'];

/**
 * The pages each profile runs: only those its goals compare (docs/requirements.md §11.4), so the
 * bench stays within minutes. The mid-tier goals compare with the bare page and the stripped page;
 * the low-tier ones stand beside the stripped page, their floor; the desktop goal is ours alone.
 */
const PAGES = { 'mid-tier': ['ours', 'bare', 'stripped'], 'low-tier': ['ours', 'stripped'], desktop: ['ours'] };

/**
 * The profiles `ids` names, each with the Lighthouse preset it starts from, its CPU slowdown on
 * a host of `hostIndex` and the pages it runs: the phone classes from the host's index, desktop
 * with its preset's slowdown.
 */
export function deviceProfiles({ hostIndex, ids = PROFILE_IDS, desktopSlowdown }) {
  return ids.map((id) => {
    const c = DEVICE_CLASSES[id];
    if (c) {
      return {
        id,
        preset: 'mobile',
        short: c.label,
        description: `${c.example} class: benchmark index ${c.benchmarkIndex}`,
        classIndex: c.benchmarkIndex,
        cpuSlowdownMultiplier: cpuMultiplier(hostIndex, c.benchmarkIndex),
        pages: PAGES[id],
      };
    }
    if (id === 'desktop') {
      return {
        id,
        preset: 'desktop',
        short: 'desktop',
        description: "Lighthouse's desktop preset",
        cpuSlowdownMultiplier: desktopSlowdown,
        pages: PAGES.desktop,
      };
    }
    throw new Error(`unknown device class "${id}" (known: ${PROFILE_IDS.join(', ')})`);
  });
}

/** A run whose host index is further than this from the calibration median is run again. */
export const INDEX_TOLERANCE = 0.25;

/** How many more times such a run is made before it is kept and flagged. */
export const INDEX_RETRIES = 2;

/** Multipliers are rounded to this many decimals (Lighthouse prints them so in its report). */
const MULTIPLIER_DECIMALS = 2;

/** The CPU slowdown that makes a host of `hostIndex` stand for a device of `classIndex`. */
export function cpuMultiplier(hostIndex, classIndex) {
  if (!(hostIndex > 0) || !(classIndex > 0)) {
    throw new Error(`benchmark indexes must be positive numbers (host ${hostIndex}, class ${classIndex})`);
  }
  const scale = 10 ** MULTIPLIER_DECIMALS;
  return Math.round((hostIndex / classIndex) * scale) / scale;
}

/** The median of the finite numbers among `values` (NaN when there are none). */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median, min, max and count of the finite numbers among `values`. */
export function summarize(values) {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return { median: NaN, min: NaN, max: NaN, n: 0 };
  return { median: median(finite), min: Math.min(...finite), max: Math.max(...finite), n: finite.length };
}

/** How far `index` is from `reference`, as a fraction of it (+0.3 is 30 % above). */
export function indexDeviation(index, reference) {
  return (index - reference) / reference;
}

/**
 * How far the runs' own host indexes (their median) may be from the calibration's before the
 * report says the classes stood for slower or faster phones than they name. A run of 0a4e6f0:
 * calibration 1326-2345, median 1569; its 80 runs' median 1392, 11 % below.
 */
export const CALIBRATION_DRIFT = 0.1;

/**
 * The runs' median host index against the calibration's (`deviation`: +0.13 is 13 % above), and
 * whether it is further than `tolerance` from it: then every class was slowed by a multiplier
 * that much off, and its times read that much high (runs' index below) or low.
 */
export function calibrationDrift(calibrationIndex, runIndexes, tolerance = CALIBRATION_DRIFT) {
  const runsMedian = median(runIndexes);
  const deviation = indexDeviation(runsMedian, calibrationIndex);
  return { runsMedian, deviation, drifted: Number.isFinite(deviation) && Math.abs(deviation) > tolerance };
}

/** Whether a run's host index is within the tolerance of the calibration median. */
export function withinTolerance(index, reference, tolerance = INDEX_TOLERANCE) {
  return Number.isFinite(index) && Math.abs(indexDeviation(index, reference)) <= tolerance;
}

/**
 * Runs `runOnce` (which resolves to something with a `benchmarkIndex`) until its index is within
 * the tolerance of `reference`, at most `1 + retries` times. Keeps the first run within it, or,
 * when none is, the closest one, flagged. `indexes` lists every attempt's index, in order.
 */
export async function runWithinTolerance(
  runOnce,
  reference,
  { tolerance = INDEX_TOLERANCE, retries = INDEX_RETRIES } = {},
) {
  const attempts = [];
  for (let i = 0; i <= retries; i++) {
    const result = await runOnce(i);
    attempts.push(result);
    if (withinTolerance(result.benchmarkIndex, reference, tolerance)) {
      return { result, indexes: attempts.map((a) => a.benchmarkIndex), flagged: false };
    }
  }
  const distance = (a) =>
    Number.isFinite(a.benchmarkIndex) ? Math.abs(indexDeviation(a.benchmarkIndex, reference)) : Infinity;
  const closest = attempts.reduce((best, a) => (distance(a) < distance(best) ? a : best));
  return { result: closest, indexes: attempts.map((a) => a.benchmarkIndex), flagged: true };
}

/**
 * The order in which round `round` (from 0) visits `pages`: each round starts one page later,
 * so no page is always the first (or last) after a class change.
 */
export function roundOrder(pages, round) {
  const shift = round % pages.length;
  return [...pages.slice(shift), ...pages.slice(0, shift)];
}
