import { test, expect, type Route } from '@playwright/test';
import {
  FRESHNESS_AGEING_AFTER_POLLS,
  FRESHNESS_STALE_AFTER_POLLS,
  POLL_DASHBOARD_MS,
  POLL_TRADES_MS,
  REQUEST_TIMEOUT_MS,
} from '../src/constants';
import { MOTION_STILL } from './support/motion';
import { apiRequestTimes, recordApiRequests } from './support/apiLog';
import { watchPageProblems } from './support/watch';
import { advance, advanceUntil, pauseClock, runPageTime, settle } from './support/clock';

test.use(MOTION_STILL);

// docs/requirements.md §6.1, §6.2: the freshness indicator and the live tab title, on Playwright's page clock. Runs
// against API_CACHE=off (playwright.config.ts): every poll of the page reaches the route below.

/** The endpoint these tests steer: page time waits for the server's answers to the others. */
const TRADES = { except: '/api/trades' };

test('freshness: live, ageing while a poll is late, out of date after a failed refresh, live again after recovery; announced once each way', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  await page.clock.install();
  await recordApiRequests(page);
  let mode: 'pass' | 'hold' = 'pass';
  const held: Route[] = [];
  let tradesRequests = 0;
  await page.route('**/api/trades', (route) => {
    tradesRequests++;
    if (mode === 'hold') held.push(route);
    else void route.continue();
  });
  await page.goto('/');
  const indicator = page.getByTestId('freshness');
  await expect(indicator).toBeVisible();
  await pauseClock(page);
  await settle(page);
  // Every change of the polite live region's text, i.e. every announcement.
  const region = indicator.getByRole('status');
  await region.evaluate((el) => {
    const w = window as unknown as { __announced: string[] };
    w.__announced = [];
    new MutationObserver(() => w.__announced.push(el.textContent ?? '')).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const announced = () => page.evaluate(() => (window as unknown as { __announced: string[] }).__announced);

  // Fresh: the time ticks, the region stays.
  await expect(indicator).toHaveAttribute('data-status', 'fresh');
  await expect(indicator).toHaveText(/^Live data · updated (just now|\d+ seconds ago)$/);
  await advance(page, 11_000, TRADES);
  await expect(indicator).toHaveText(/^Live data · updated \d+ seconds ago$/);
  await expect(region).toHaveText('Live data');

  // The next trades poll hangs: past 1.5 intervals the indicator dims (ageing), still "Live".
  // (Between that and the request timeout: the poll went out one interval after the last good
  // answer, ageing starts half an interval later, 7.5 s, and the request is aborted at 10 s.)
  // The indicator reads the clock once a second (FRESHNESS_TICK_MS): look 1.5 s past the threshold.
  mode = 'hold';
  const before = tradesRequests;
  await advanceUntil(page, () => tradesRequests > before, POLL_TRADES_MS + 2_000, { path: '/api/trades' });
  const [lastGood, hung] = (await apiRequestTimes(page, '/api/trades')).slice(-2);
  expect(hung! - lastGood!).toBeGreaterThanOrEqual(POLL_TRADES_MS);
  const ageingAt = hung! + (FRESHNESS_AGEING_AFTER_POLLS - 1) * POLL_TRADES_MS + 1_500;
  expect(ageingAt - hung!).toBeLessThan(REQUEST_TIMEOUT_MS - 500);
  await runPageTime(page, ageingAt - (await page.evaluate(() => Date.now())), TRADES);
  await page.waitForTimeout(50);
  await expect(indicator).toHaveAttribute('data-status', 'ageing');
  await expect(region).toHaveText('Live data');
  await expect(page.getByTestId('stale-mark')).toHaveCount(0);

  // It fails: a clear warning with the age of the oldest data, announced once.
  await held.shift()!.fulfill({ status: 500, body: 'trade engine offline' });
  await settle(page);
  await expect(indicator).toHaveAttribute('data-status', 'stale');
  await expect(indicator).toHaveText(/^⚠Data may be out of date: last update \d+ seconds ago$/);
  await expect(region).toHaveText('Data may be out of date');
  // Ticking on: the age moves into minutes, the region does not change again.
  await page.route('**/api/trades', (route) => {
    tradesRequests++;
    return route.fulfill({ status: 500, body: 'trade engine offline' });
  });
  await advance(page, FRESHNESS_STALE_AFTER_POLLS * POLL_TRADES_MS + 40_000, TRADES);
  await expect(indicator).toHaveText(/^⚠Data may be out of date: last update 1 minute ago$/);
  expect(await announced()).toEqual(['Data may be out of date']);

  // Recovery: the next good poll makes it live again, announced once.
  await page.unroute('**/api/trades');
  const failedSoFar = tradesRequests;
  await page.route('**/api/trades', (route) => {
    tradesRequests++;
    return route.continue();
  });
  const recovered = page.waitForResponse((r) => r.url().endsWith('/api/trades') && r.status() === 200);
  await advanceUntil(page, () => tradesRequests > failedSoFar, POLL_TRADES_MS + 2_000, { path: '/api/trades' });
  await recovered;
  await settle(page);
  await expect(indicator).toHaveAttribute('data-status', 'fresh');
  await expect(region).toHaveText('Live data');
  expect(await announced()).toEqual(['Data may be out of date', 'Live data']);
  expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
});

test('freshness: data older than two poll intervals is out of date even when no request failed', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('freshness')).toHaveAttribute('data-status', 'fresh');
  await pauseClock(page);
  // A hidden tab stops polling (docs/requirements.md §5.1): the figures on screen grow old without any error.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.clock.runFor(FRESHNESS_STALE_AFTER_POLLS * POLL_DASHBOARD_MS + 5_000);
  await settle(page);
  await expect(page.getByTestId('freshness')).toHaveAttribute('data-status', 'stale');
  await expect(page.getByTestId('freshness')).toHaveText(/^⚠Data may be out of date: last update 1 minute ago$/);
});

test('the tab title carries the live balance and follows each dashboard poll', async ({ page }) => {
  await page.clock.install();
  await recordApiRequests(page);
  let balance = 1_284_527;
  await page.route('**/api/dashboard', async (route) => {
    const response = await route.fetch();
    return route.fulfill({ response, json: { ...(await response.json()), currentBalance: balance } });
  });
  await page.goto('/');
  await expect(page).toHaveTitle('$1,284,527.00 · Smart Burn Pool');
  await pauseClock(page);
  balance = 1_290_001.5;
  await advance(page, POLL_DASHBOARD_MS + 1_000);
  await expect(page).toHaveTitle('$1,290,001.50 · Smart Burn Pool');
});
