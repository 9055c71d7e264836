/**
 * Every number the requirements fix, named, in one place, so docs/requirements.md and the
 * code can be read side by side. Change a value here and everything that depends on it follows.
 */

// docs/requirements.md §1.2 and §3.7: tokenomics and the copyright year
export const TRANSACTION_TAX_PERCENT = 5;
export const REINVEST_SHARE_PERCENT = 50;
export const BURN_SHARE_PERCENT = 50;
export const BURN_CADENCE_DAYS = { min: 3, max: 7 } as const;
export const AI_TRADING_EXPERIENCE_YEARS = 5;
export const COPYRIGHT_YEAR = 2024;

// docs/requirements.md §5.1: polling intervals
/** How often useDashboard polls GET /api/dashboard (docs/requirements.md §5.1). */
export const POLL_DASHBOARD_MS = 30_000;
/** How often useTrades polls GET /api/trades (docs/requirements.md §5.1). */
export const POLL_TRADES_MS = 15_000;
/** How often useActivities polls GET /api/activities (docs/requirements.md §5.1). */
export const POLL_ACTIVITIES_MS = 20_000;

// docs/requirements.md §3.3, §3.4 and §4.1: what the page shows
export const LATEST_TRADES_SHOWN = 3;
export const SKELETON_BLOCKS = 8;
/** Hard-coded profit figures on the cards (docs/requirements.md §3.3). */
export const HARD_CODED_PROFITS = {
  profit24h: '+3.24%',
  profitWeekly: '+15.21%',
  profitMonthly: '+34.67%',
} as const;
export const CURRENT_BALANCE_NOTE = 'Updated 2 min ago';

// docs/requirements.md §3.2: typewriter
export const TYPEWRITER_TYPE_MS_PER_CHAR = 150;
export const TYPEWRITER_PAUSE_MS = 3_000;
/** Deletion runs twice as fast as typing. */
export const TYPEWRITER_DELETE_MS_PER_CHAR = TYPEWRITER_TYPE_MS_PER_CHAR / 2;
export const TYPEWRITER_PHRASES = ['SMART TRADING POOL', 'スマート取引プール'] as const;

// docs/requirements.md §7.1: toasts (Radix Toast)
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_SWIPE_DIRECTION = 'right' as const;
export const TOAST_HOTKEY = ['F8'] as const;
/** Our own limits: a toast's title and description are cut to these lengths (API text can be huge). */
export const TOAST_TITLE_MAX_CHARS = 120;
export const TOAST_DESCRIPTION_MAX_CHARS = 400;

// docs/requirements.md §7.2: tooltips (Radix Tooltip)
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Our own decisions (the Decided parts of docs/requirements.md)
/** How often shown relative times ("5 minutes ago") are recomputed (docs/requirements.md §5.5). */
export const RELATIVE_TIME_TICK_MS = 30_000;
/** Activities rendered at most; the rest stay in memory but off screen (docs/requirements.md §5.6, large data). */
export const ACTIVITY_FEED_MAX_ITEMS = 20;
/** A request that has not answered in this time is aborted and counts as a failure. */
export const REQUEST_TIMEOUT_MS = 10_000;
/**
 * A 429 or 503 with Retry-After delays that endpoint's next poll by the time asked (when longer
 * than its interval), but never by more than this, whatever the header says.
 */
export const RETRY_AFTER_MAX_MS = 10 * 60_000;
/**
 * A promise the long-session test holds the page to: over a day open (24 simulated hours of
 * polling, motion on), its JS heap after garbage collection grows by at most this much.
 */
export const LONG_SESSION_HEAP_GROWTH_LIMIT_BYTES = 8 * 2 ** 20;
/** An error body longer than this is cut (with an ellipsis) in the message the visitor reads. */
export const ERROR_TEXT_MAX_CHARS = 300;
/** WCAG 2.3.1: nothing flashes more than 3 times a second; glitch flicker stays well under. */
export const GLITCH_MIN_INTERVAL_MS = 2_500;
export const GLITCH_FLICKER_MS = 120;
/** Status words on cards change this often. */
export const STATUS_WORD_INTERVAL_MS = 4_000;

// docs/requirements.md §6.1: the freshness indicator (how old the figures on screen are)
/** The indicator warns when any endpoint's data is older than this many of its poll intervals. */
export const FRESHNESS_STALE_AFTER_POLLS = 2;
/** Past this many poll intervals an endpoint's poll is late: the indicator dims, without a warning yet. */
export const FRESHNESS_AGEING_AFTER_POLLS = 1.5;
/** How often the indicator's "updated … ago" is recomputed. */
export const FRESHNESS_TICK_MS = 1_000;

// docs/requirements.md §13: trends over time (the server's own history of the dashboard figures)
/** The time ranges GET /api/history serves, and the range selector offers, in this order. */
export const HISTORY_RANGES = ['24h', '7d', '30d', '90d', '1y', 'all'] as const;
/** The range the page shows first (in the first HTML, with its data). */
export const HISTORY_DEFAULT_RANGE = '24h' as const;
/** How often the server samples GET /api/dashboard into its history, visitors or not. */
export const HISTORY_SAMPLE_MS = 30_000;
/** The most points one history answer holds: the server buckets samples to stay under it. */
export const HISTORY_MAX_POINTS = 300;
/** The bucket each fixed range is drawn with: 24h -> 288 points, 7d -> 168, 30d -> 240, 90d -> 270, 1y -> 183. */
export const HISTORY_BUCKET_MS = {
  '24h': 5 * 60_000,
  '7d': 60 * 60_000,
  '30d': 3 * 60 * 60_000,
  '90d': 8 * 60 * 60_000,
  '1y': 2 * 24 * 60 * 60_000,
} as const;
/** How long each fixed range reaches back ('all' reaches back to the history's first sample). */
export const HISTORY_RANGE_MS = {
  '24h': 24 * 60 * 60_000,
  '7d': 7 * 24 * 60 * 60_000,
  '30d': 30 * 24 * 60 * 60_000,
  '90d': 90 * 24 * 60 * 60_000,
  '1y': 365 * 24 * 60 * 60_000,
} as const;
/**
 * The buckets 'all' picks from: the smallest that keeps the history since its first sample
 * within HISTORY_MAX_POINTS; past the last, whole multiples of it (weeks).
 */
export const HISTORY_ALL_BUCKETS_MS = [
  5 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  8 * 60 * 60_000,
  24 * 60 * 60_000,
  2 * 24 * 60 * 60_000,
  7 * 24 * 60 * 60_000,
] as const;
/**
 * Burn markers closer than this share of a chart's width merge into one marker with a count
 * (about a marker's width on a 340 px phone chart): the data keeps every burn, the chart groups them.
 */
export const TREND_BURN_MERGE_SHARE = 0.03;
/** A touch on a trend chart scrubs once it has moved this many px, and more sideways than up or down. */
export const TREND_SCRUB_SLOP_PX = 6;
/** "Burned per day" is the average over this many days; shorter histories say they need them. */
export const HISTORY_BURN_RATE_DAYS = 7;
/** "AI profits, last 30 days": the growth of totalGenerated over this many days. */
export const HISTORY_PROFIT_DAYS = 30;
/** How often useHistory polls GET /api/history: the sampling interval. */
export const POLL_HISTORY_MS = HISTORY_SAMPLE_MS;
/**
 * A chart breaks its line where two samples are more than this many of the range's buckets
 * apart (the server was down, or sampling failed): a gap, not a line through it (docs/requirements.md §13.3).
 */
export const HISTORY_GAP_BUCKETS = 2;
/**
 * The step of the trends' table (docs/requirements.md §13.3): the newest sample of each hour of a
 * day, 6 hours of a week, day of a month, week of 90 days, 2 weeks of a year (24, 28, 30, 13 and
 * 26 rows): a table a screen reader can get through, and light to hydrate. Every sample is in the CSV.
 */
export const HISTORY_TABLE_STEP_MS = {
  '24h': 60 * 60_000,
  '7d': 6 * 60 * 60_000,
  '30d': 24 * 60 * 60_000,
  '90d': 7 * 24 * 60 * 60_000,
  '1y': 14 * 24 * 60 * 60_000,
} as const;
/** The steps the table of 'all' picks from: the smallest that gives at most HISTORY_ALL_TABLE_ROWS rows. */
export const HISTORY_ALL_TABLE_STEPS_MS = [
  60 * 60_000,
  6 * 60 * 60_000,
  24 * 60 * 60_000,
  7 * 24 * 60 * 60_000,
  14 * 24 * 60 * 60_000,
  30 * 24 * 60 * 60_000,
  91 * 24 * 60 * 60_000,
  365 * 24 * 60 * 60_000,
] as const;
export const HISTORY_ALL_TABLE_ROWS = 31;

// Following the pool from elsewhere (docs/requirements.md §14): feed, activity pages, embed
/** An activity id longer than this gets no page: `/activity/:id` answers 404 without a lookup. */
export const ACTIVITY_ID_MAX_CHARS = 64;
/** The Atom feed lists at most this many activities, newest first. */
export const FEED_MAX_ENTRIES = 50;
