// Byte budgets: sizes, not times, so `npm test` checks them deterministically.
// scripts/test-budget.mjs and scripts/test-package.mjs enforce them; `npm run bench` reports them.

/**
 * JavaScript the page needs before it can start (the entry chunk and every chunk it imports
 * statically, i.e. what index.html loads), gzip. The first paint needs none: it is the
 * prerendered HTML. What the first view does not need (toast region, tooltip popups,
 * decorations) is in chunks loaded after it, not counted here.
 */
export const INITIAL_JS_BUDGET_GZIP_BYTES = 100 * 1024;

/**
 * The JavaScript a phone fetches while the page loads, before the browser reports it idle, with
 * nobody scrolling, hovering or tapping (the entry and the app), gzip: e2e/phone.spec.ts
 * (docs/requirements.md §11.4). What loads once it is idle (decorations, the freshness indicator:
 * one chunk) is reported beside it, and `npm run bench` reports everything Lighthouse saw. Code
 * only an interaction or the first poll needs (tooltip popups, the toast region, the page below
 * the first view, the fetch code and schemas) is in neither.
 */
export const LOAD_JS_BUDGET_GZIP_BYTES = 100 * 1024;

/**
 * A one-component import (Typewriter) may bundle at most this share of the whole library, gzip,
 * in a consumer's build of the packed tarball (docs/requirements.md §10.3; measured with size-limit).
 */
export const ONE_COMPONENT_MAX_SHARE = 0.1;

/** Importing only `formatMoney` may bundle at most this much, gzip (docs/requirements.md §10.3). */
export const FORMAT_MONEY_MAX_GZIP_BYTES = 1024;
