/**
 * The server's fixed limits and names. What an operator may change is a setting
 * (app/server/config.ts), not a constant here; the page's numbers live in src/constants.ts.
 */
import { POLL_ACTIVITIES_MS, POLL_DASHBOARD_MS, POLL_TRADES_MS } from '@smartburn/ui';

/** The three endpoints the API has; anything else under /api/ is a 404 answered by us. */
export const API_ENDPOINTS = {
  '/api/dashboard': { name: 'dashboard', pollMs: POLL_DASHBOARD_MS },
  '/api/trades': { name: 'trades', pollMs: POLL_TRADES_MS },
  '/api/activities': { name: 'activities', pollMs: POLL_ACTIVITIES_MS },
} as const;
export type ApiEndpointPath = keyof typeof API_ENDPOINTS;

/**
 * Shared mode splits each endpoint's poll interval into three equal windows: the server asks
 * its upstream at most once per window, a shared cache may keep the answer fresh for one window
 * (max-age) and serve it stale for one more while it revalidates (stale-while-revalidate). Data
 * a visitor receives is therefore never older than one poll interval while the upstream is
 * healthy (docs/requirements.md §9.2).
 */
export const SHARED_WINDOWS_PER_POLL = 3;
/** One window of an endpoint, in whole seconds, rounded down. */
export const sharedWindowSeconds = (pollMs: number) => Math.floor(pollMs / SHARED_WINDOWS_PER_POLL / 1000);

/**
 * The max-age a shared answer may carry: what is left of its window until `expiresAt`, in whole
 * seconds rounded up. Rounded down, the window's last second would say max-age=0, and the edge
 * would come back to the server on every request in it (docs/scale.md).
 */
export const secondsLeft = (expiresAt: number, now: number) => Math.max(0, Math.ceil((expiresAt - now) / 1000));

/**
 * A failed upstream answer is kept (and may be cached) this long before the next visitor's request
 * asks again: long enough that a failing backend is not hammered, short enough that the page's
 * stale mark and toast see the failure on their next poll.
 */
export const FAILURE_CACHE_SECONDS = 1;

/**
 * The most an upstream answer may hold, decompressed (and on the wire): larger answers are cut
 * off and answered 502 (docs/requirements.md §9.6). Room for three times the largest answer the
 * page is built for (the `huge` scenario's 10 000 activities).
 */
export const UPSTREAM_MAX_BYTES = 4 * 1024 * 1024;

/** X-Forwarded-For entries and Forwarded elements of a visitor's request passed on upstream, at most (the last ones). */
export const FORWARDED_MAX_ENTRIES = 8;

/**
 * Requests one connection may carry (pipelined or one after another). The answer to the last
 * one says `Connection: close`; Node answers any later pipelined request 503 (docs/requirements.md §9.6). A
 * polling page reuses a connection for hours before it opens another.
 */
export const MAX_REQUESTS_PER_CONNECTION = 1000;

/** A client must send its headers within this time, and its whole request within the next (slow-loris). */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

/** Longer paths get 414 (Node itself answers 431 when all headers pass its `http.maxHeaderSize`). */
export const MAX_PATH_LENGTH = 2048;

/** The share image (`GET /og.png`, docs/requirements.md §6.4): the size Open Graph and Twitter's large card expect. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/**
 * API text on the share image (tokens burned) is cut to this many characters, with an ellipsis:
 * a hostile or broken answer can be megabytes long, and the image has room for one line.
 */
export const SHARE_TEXT_MAX_CHARS = 40;

/**
 * The site's own small files (web app manifest, icons, robots.txt, the fallback share
 * image): kept a day, then revalidated with their ETag. Their names do not change with their
 * content, so not `immutable` like the hashed assets.
 */
export const SITE_FILE_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * The request header by which the edge (deploy/nginx.conf) asks for `/` with its nonce left as
 * the placeholder, cacheable while its data is fresh: the edge stores that one body and fills in
 * a fresh nonce, in the page and in its CSP header, for each visitor (docs/requirements.md §12.5).
 * Honoured from the trusted proxies only.
 */
export const EDGE_NONCE_HEADER = 'x-edge-nonce';
export const EDGE_NONCE_FILL = 'fill';

/*
 * The history (docs/requirements.md §13.1, §13.2): the server samples GET /api/dashboard every
 * HISTORY_SAMPLE_MS (src/constants.ts) into its own store and serves it bucketed.
 */

/** The history's two paths; anything else under /api/history is a 404 like any unknown API path. */
export const HISTORY_JSON_PATH = '/api/history';
export const HISTORY_CSV_PATH = '/api/history.csv';

/**
 * Retention and downsampling (docs/requirements.md §13.1): every sample is kept for the
 * configured raw hours; older ones only as the last sample of each HISTORY_FINE_BUCKET_MS
 * bucket, for the configured fine days; older still, the last of each HISTORY_COARSE_BUCKET_MS
 * bucket, for good. A bucketed answer (src/constants.ts HISTORY_BUCKET_MS: 5 min, 1 h, 3 h, each
 * the last sample of its bucket) is therefore the same before and after the thinning.
 */
export const HISTORY_FINE_BUCKET_MS = 5 * 60_000;
export const HISTORY_COARSE_BUCKET_MS = 60 * 60_000;
/** How often the retention runs (and once at start). */
export const HISTORY_PRUNE_EVERY_MS = 60 * 60_000;

/** `npm start`'s live simulation fills a store that holds no sample with this much seeded history. */
export const HISTORY_BACKFILL_DAYS = 30;

/** The SQLite file in the data folder (with its -wal and -shm files beside it). */
export const HISTORY_SQLITE_FILE = 'history.sqlite';

/**
 * Activity titles are stored cut to this many characters: an upstream answer can be megabytes,
 * and a burn marker on the time line needs one line.
 */
export const HISTORY_TITLE_MAX_CHARS = 200;
/** Activity descriptions are stored cut to this many characters, for the same reason. */
export const HISTORY_DESCRIPTION_MAX_CHARS = 1_000;
