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
 * All the JavaScript a phone fetches while the page loads, until the network is idle with
 * nobody scrolling, hovering or tapping (the entry, the app and what loads at idle after the first
 * paint), gzip as sent: e2e/phone.spec.ts, and `npm run bench` from Lighthouse's requests
 * (docs/requirements.md §11.4). Code only an interaction needs (tooltip popups, the toast region,
 * the page below the first view) is not in it.
 */
export const LOAD_JS_BUDGET_GZIP_BYTES = 100 * 1024;

/**
 * A one-component import (Typewriter) may bundle at most this share of the whole library, gzip,
 * in a consumer's build of the packed tarball (docs/requirements.md §10.3; measured with size-limit).
 */
export const ONE_COMPONENT_MAX_SHARE = 0.1;

/** Importing only `formatMoney` may bundle at most this much, gzip (docs/requirements.md §10.3). */
export const FORMAT_MONEY_MAX_GZIP_BYTES = 1024;
