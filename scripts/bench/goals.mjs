// The goals `npm run bench` measures the page against (docs/requirements.md §11.1 and §11.4).
// docs/performance.md states each from here; its prose types no number of its own.

/** Mid-tier phone: Total Blocking Time, median, at most (ms). */
export const MID_TIER_TBT_MAX_MS = 50;
/** Mid-tier phone: Lighthouse performance score, median, at least (0-100). */
export const MID_TIER_SCORE_MIN = 98;
/** Mid-tier phone: FCP and LCP, medians, at most this share of the bare React page's. */
export const MID_TIER_PAINT_MAX_RATIO_TO_BARE = 0.8;
/** Low-tier phone: Total Blocking Time, median, at most (ms). */
export const LOW_TIER_TBT_MAX_MS = 200;
/** Low-tier phone: performance score, median, at least. */
export const LOW_TIER_SCORE_MIN = 90;
/** Mid-tier phone: main-thread work at load, at most this many times our page's with its scripts stripped. */
export const MAIN_THREAD_MAX_RATIO_TO_STRIPPED = 2;
/** JavaScript transferred during the load (everything fetched until the page is idle), gzip, median, at most. */
export const LOAD_JS_MAX_TRANSFER_BYTES = 100 * 1024;
/** Cumulative Layout Shift, median of every class, at most. */
export const CLS_MAX = 0.01;
/** Desktop preset: performance score, median, at least. */
export const DESKTOP_SCORE_MIN = 100;

/**
 * The JS heap over the simulated hour is stable when, over its second half (the first half is
 * V8 warming up), it grows by less than this share, and DOM nodes and listeners grow by no more
 * than these (a toast on screen adds about that many nodes).
 */
export const HEAP_SECOND_HALF_MAX_GROWTH = 0.05;
export const HEAP_SECOND_HALF_MAX_NEW_NODES = 60;
export const HEAP_SECOND_HALF_MAX_NEW_LISTENERS = 40;
