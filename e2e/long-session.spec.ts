import { test, expect, type CDPSession, type Page } from '@playwright/test';
import { createLiveSimulation } from '../mocks/liveSimulation';
import {
  LONG_SESSION_HEAP_GROWTH_LIMIT_BYTES,
  POLL_ACTIVITIES_MS,
  POLL_DASHBOARD_MS,
  POLL_TRADES_MS,
  RELATIVE_TIME_TICK_MS,
} from '../src/constants';
import { formatRelativeTime } from '../src/format/relativeTime';
import { saveMeasurement } from './support/measurements';
import { watchPageProblems } from './support/watch';

/**
 * A long session (docs/requirements.md §11.3): the page, with motion on, polling the seeded live simulation on
 * Playwright's paused clock for LONG_SESSION_HOURS simulated hours (1 in `npm test`, 24 in
 * `npm run test:reliability`). Time moves from one poll time to the next (every interval is a
 * multiple of 5 s and a poll's timer restarts when its answer arrives, so polls fall on a 5 s
 * grid), and each step waits until every answer has arrived, so no poll is merged with another
 * or timed out by the fake clock. Checked: requests per endpoint match the intervals with no short gap (a
 * duplicate timer) and no long one (a lost poll), the JS heap after GC stays within
 * LONG_SESSION_HEAP_GROWTH_LIMIT_BYTES of its start, never more than one toast, relative
 * times right at the end, and no errors.
 */

const HOURS = Number(process.env.LONG_SESSION_HOURS ?? 1);
/** The grid polls fall on: the intervals' common divisor. */
const GRID_MS = 5_000;
const HOUR_MS = 3_600_000;
/** Before the first heap sample: fonts, caches and first toasts settle. */
const WARM_UP_MS = 5 * 60_000;
const ENDPOINTS = {
  '/api/dashboard': POLL_DASHBOARD_MS,
  '/api/trades': POLL_TRADES_MS,
  '/api/activities': POLL_ACTIVITIES_MS,
} as const;
type Path = keyof typeof ENDPOINTS;

/** Per path: requests, last request time, and how many gaps of each length (to 0.1 s) there were. */
type Stats = Record<
  string,
  { count: number; last: number; minGap: number; maxGap: number; gaps: Record<string, number> }
>;
type Probe = { __api: Stats; __inFlight: number; __toasts: { max: number; shown: number } };

/** Per path in the page: request count, and the shortest and longest gap between requests (page time). Constant memory. */
async function recordPolls(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Probe;
    w.__api = {};
    w.__inFlight = 0;
    // Toasts: the most on screen at any moment, and how many were shown (a toast lives 5 s,
    // less than a step, so sampling between steps would miss them).
    w.__toasts = { max: 0, shown: 0 };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLLIElement && node.closest('[role="region"]')) w.__toasts.shown++;
        }
      }
      const now = document.querySelectorAll('[role="region"] li').length;
      if (now > w.__toasts.max) w.__toasts.max = now;
    }).observe(document, { childList: true, subtree: true });
    const original = window.fetch;
    window.fetch = (input, init) => {
      const path = new URL(String(input instanceof Request ? input.url : input), location.href).pathname;
      if (!path.startsWith('/api/')) return original(input, init);
      const now = Date.now();
      const s = (w.__api[path] ??= { count: 0, last: NaN, minGap: Infinity, maxGap: 0, gaps: {} });
      if (s.count > 0) {
        const gap = now - s.last;
        s.minGap = Math.min(s.minGap, gap);
        s.maxGap = Math.max(s.maxGap, gap);
        const key = (gap / 1000).toFixed(1);
        s.gaps[key] = (s.gaps[key] ?? 0) + 1;
      }
      s.count++;
      s.last = now;
      w.__inFlight++;
      let settled = false;
      const done = () => {
        if (settled) return;
        settled = true;
        w.__inFlight--;
      };
      // In flight until the page has read the body: the rest of its handling (parse, validate,
      // store, restart the poll's timer) follows in microtasks, before this test's next look (the
      // schema it also waits for was imported when the request started, a round trip earlier).
      // The page's request starts in the timer's own task (src/data/usePolledQuery.ts).
      return original(input, init).then(
        (response) => {
          const read = response.text.bind(response);
          response.text = () => read().finally(done);
          return response;
        },
        (error: unknown) => {
          done();
          throw error;
        },
      );
    };
  });
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

test(`a ${HOURS} h session on the page clock: polls on time, bounded memory, one toast at most, times right`, async ({
  page,
}) => {
  test.setTimeout(Math.max(180_000, HOURS * 120_000));
  const problems = await watchPageProblems(page);
  await recordPolls(page);

  const start = Date.parse('2026-01-15T12:00:00Z');
  let pageNow = start;
  const sim = createLiveSimulation(7, { now: () => pageNow, startAt: start - HOUR_MS });
  const served: Record<string, number> = {};
  for (const [path, key] of [
    ['/api/dashboard', 'dashboard'],
    ['/api/trades', 'trades'],
    ['/api/activities', 'activities'],
  ] as const) {
    await page.route(`**${path}`, (route) => {
      served[path] = (served[path] ?? 0) + 1;
      return route.fulfill({ json: sim.snapshot(pageNow)[key] });
    });
  }
  await page.clock.install({ time: start });
  await page.goto('/');
  await expect(page.getByText('Live Activity Feed')).toBeVisible();
  await expect(page.getByTestId('activity-item').first()).toBeVisible();
  pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1_000);
  pageNow += 1_000;
  const pausedAt = pageNow;
  const countsAtPause = await page.evaluate(() =>
    Object.fromEntries(Object.entries((window as unknown as Probe).__api).map(([p, s]) => [p, s.count])),
  );

  const cdp = await page.context().newCDPSession(page);
  const heap: Array<{ hour: number; mb: number }> = [];
  const wallStarted = Date.now();
  const totalMs = HOURS * HOUR_MS;
  const sampleEveryMs = Math.min(HOUR_MS, totalMs / 4);

  const intervals = Object.values(ENDPOINTS);
  /** The next grid time at which some endpoint polls (intervals counted from the pause). */
  const nextPollAfter = (t: number) => {
    for (let next = t + GRID_MS; ; next += GRID_MS) if (intervals.some((i) => next % i === 0)) return next;
  };
  let steps = 0;
  for (let elapsed = 0; elapsed < totalMs;) {
    // The first polls after the pause still run on the phase of the page load: small steps
    // until every endpoint's timer has restarted on the grid (an answer restarts it).
    const next = Math.min(elapsed < 60_000 ? elapsed + GRID_MS : nextPollAfter(elapsed), totalMs);
    await page.clock.runFor(next - elapsed);
    pageNow += next - elapsed;
    elapsed = next;
    steps++;
    // Wait for this step's answers, so the next step cannot time them out or merge polls.
    for (let tries = 0; ; tries++) {
      const inFlight = await page.evaluate(() => (window as unknown as Probe).__inFlight);
      if (inFlight === 0) break;
      expect(tries, 'answers arrive').toBeLessThan(500);
      await page.waitForTimeout(5);
    }
    if (elapsed === WARM_UP_MS || (elapsed > WARM_UP_MS && elapsed % sampleEveryMs === 0) || elapsed === totalMs) {
      heap.push({ hour: +(elapsed / HOUR_MS).toFixed(2), mb: +((await heapAfterGc(cdp)) / 2 ** 20).toFixed(2) });
      if (elapsed % HOUR_MS === 0)
        console.log(
          `long session: ${elapsed / HOUR_MS} h simulated in ${Math.round((Date.now() - wallStarted) / 1000)} s, heap ${heap.at(-1)?.mb} MB`,
        );
    }
  }
  const wallSeconds = Math.round((Date.now() - wallStarted) / 1000);

  const toasts = await page.evaluate(() => (window as unknown as Probe).__toasts);
  // Requests: one per interval since the pause, none early (no duplicate timer), none late (no lost poll).
  const stats = await page.evaluate(() => (window as unknown as Probe).__api);
  const polls: Record<
    string,
    { expected: number; actual: number; minGapMs: number; maxGapMs: number; gapsSeconds: Record<string, number> }
  > = {};
  for (const [path, interval] of Object.entries(ENDPOINTS) as Array<[Path, number]>) {
    const s = stats[path]!;
    polls[path] = {
      expected: Math.floor(totalMs / interval),
      actual: s.count - (countsAtPause[path] ?? 0),
      minGapMs: s.minGap,
      maxGapMs: s.maxGap,
      gapsSeconds: s.gaps,
    };
  }
  // Relative times: what each item shows is what its timestamp reads at the page's time of the
  // last tick (times are recomputed every RELATIVE_TIME_TICK_MS).
  const shown = await page
    .getByTestId('activity-item')
    .locator('time')
    .evaluateAll((els) =>
      els.map((el) => ({ dateTime: el.getAttribute('datetime') ?? '', text: el.textContent ?? '' })),
    );
  const wrongTimes = shown.filter(({ dateTime, text }) => {
    for (let back = 0; back <= RELATIVE_TIME_TICK_MS; back += 1_000) {
      if (formatRelativeTime(dateTime, pageNow - back, 'en-US') === text) return false;
    }
    return true;
  });
  const growthBytes = ((heap.at(-1)?.mb ?? 0) - (heap[0]?.mb ?? 0)) * 2 ** 20;

  saveMeasurement(`long-session-${HOURS}h`, {
    simulatedHours: HOURS,
    gridMs: GRID_MS,
    steps,
    wallSeconds,
    polls,
    served,
    heapAfterGcMb: heap,
    heapGrowthMb: +(growthBytes / 2 ** 20).toFixed(2),
    heapGrowthLimitMb: LONG_SESSION_HEAP_GROWTH_LIMIT_BYTES / 2 ** 20,
    toastsShown: toasts.shown,
    maxToastsAtOnce: toasts.max,
    relativeTimesChecked: shown.length,
    relativeTimesWrong: wrongTimes,
    shownTimes: shown.map((s) => s.text),
    pageTimeAtEnd: new Date(pageNow).toISOString(),
    pausedAt: new Date(pausedAt).toISOString(),
  });

  for (const [path, p] of Object.entries(polls)) {
    const interval = ENDPOINTS[path as Path];
    expect(
      Math.abs(p.actual - p.expected),
      `${path}: ${p.actual} requests, expected ${p.expected}`,
    ).toBeLessThanOrEqual(1);
    expect(p.minGapMs, `${path}: shortest gap`).toBeGreaterThanOrEqual(interval);
    expect(p.maxGapMs, `${path}: longest gap`).toBeLessThanOrEqual(interval + GRID_MS);
  }
  expect(growthBytes, `heap after GC grew from ${heap[0]?.mb} MB to ${heap.at(-1)?.mb} MB`).toBeLessThanOrEqual(
    LONG_SESSION_HEAP_GROWTH_LIMIT_BYTES,
  );
  expect(toasts.max, 'toasts on screen at once').toBeLessThanOrEqual(1);
  expect(toasts.shown, 'new burns raised toasts on the way').toBeGreaterThan(0);
  expect(shown.length).toBeGreaterThan(0);
  expect(wrongTimes).toEqual([]);
  await expect(page.getByTestId('stale-mark')).toHaveCount(0);
  expect(problems).toEqual([]);
});
