// The day of polling that src/data/longSession.test.tsx runs on fake timers; docs/reliability.md
// reads the same values (scripts/reliability/limits.mjs).

/** One simulated day. */
export const LONG_SESSION_DAY_MS = 24 * 60 * 60 * 1000;
/** Every n-th answer of each endpoint is a 500, so failure streaks come and go during the day. */
export const LONG_SESSION_FAIL_EVERY = 97;
