import { test, expect, type Page } from '@playwright/test';
import { fixtures } from '../mocks/fixtures';
import { POLL_ACTIVITIES_MS, POLL_DASHBOARD_MS, POLL_TRADES_MS, TYPEWRITER_PAUSE_MS } from '../src/constants';
import { formatMoney, formatSignedMoney } from '../src/format/money';
import { startAppServer, type RunningServer } from './support/servers';
import { watchPageProblems } from './support/watch';
import { freshnessIndicator } from './support/hydration';

/**
 * The first HTML of `/` is the dashboard with its data (docs/requirements.md §9.3): server-rendered from the
 * shared snapshot, hydrated in the browser without a mismatch and without fetching the data
 * again. `npm start` (the live simulation) unless a test starts a server of its own, on ports
 * after the two of playwright.config.ts.
 */
const OWN_PORT = Number(process.env.E2E_PORT ?? 4310) + 3;
const DATA_BLOCK = /<script type="application\/json" id="smartburn-initial-state">([^<]*)<\/script>/;

/** Every request under /api/ the page makes, with when (ms after navigation started). */
function recordApi(page: Page) {
  const requests: Array<[path: string, at: number]> = [];
  const started = Date.now();
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) requests.push([pathname, Date.now() - started]);
  });
  return requests;
}

test.describe('with data on the server', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startAppServer({ MOCK_SCENARIO: 'populated' }, OWN_PORT);
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test("the raw HTML of / shows the scenario's figures, trades and activities, without JavaScript", async ({
    browser,
    request,
  }) => {
    const raw = await (await request.get(`${server.url}/`)).text();
    expect(raw).toMatch(DATA_BLOCK);
    // The data is in the page already: the three answers are not preloaded.
    expect(raw).not.toContain('as="fetch"');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const d = fixtures.dashboard;
    for (const figure of [formatMoney(d.currentBalance, 'en-US'), formatMoney(d.totalGenerated, 'en-US')])
      await expect(page.locator('#dashboard')).toContainText(figure);
    await expect(page.locator('#dashboard')).toContainText(d.tokensBurned);
    const trades = page.getByTestId('latest-trades');
    for (const t of fixtures.trades.slice(0, 3)) {
      await expect(trades).toContainText(t.pair);
      await expect(trades).toContainText(formatSignedMoney(t.profit, 'en-US'));
    }
    const feed = page.getByTestId('activity-feed');
    for (const a of fixtures.activities) await expect(feed).toContainText(a.title);
    await expect(page.getByText('How SmartBurn Works')).toBeVisible();
    await context.close();
  });
});

test('the live page hydrates the server markup: no console error, no /api request in its first seconds', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  const api = recordApi(page);
  await page.goto('/');
  // The typewriter moves on from the whole phrase the server painted (its pause,
  // TYPEWRITER_PAUSE_MS, then deletion: CSS hides the last character).
  const lastLetter = page.getByRole('heading', { level: 1 }).locator('[data-tw="l0-17"]');
  await expect(lastLetter).toHaveCSS('opacity', '0', { timeout: TYPEWRITER_PAUSE_MS + 5_000 });
  // Hydrated: the motion control answers, and pausing stills the typewriter on the whole phrase.
  const pause = page.getByRole('button', { name: /pause motion/i });
  await pause.click();
  await expect(page.getByRole('button', { name: /resume motion/i })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-typing', 'false');
  await expect(lastLetter).toHaveCSS('opacity', '1');
  await page.waitForTimeout(5_000);
  // React reports a hydration mismatch (#418, #423) as an error: there must be none.
  expect(problems).toEqual([]);
  expect(api).toEqual([]);
  await expect(page.getByTestId('activity-feed').getByRole('listitem').first()).toBeVisible();
});

test.describe(() => {
  test.describe.configure({ retries: 1 });
  test('after hydration the data is polled on its intervals from mount (page clock)', async ({ page }) => {
    // Known intermittent: now and then one /api/trades request comes about 6 s after the page
    // clock starts (seen on main before the Trends section too, more often with the machine busy);
    // one more try, until its cause is found.
    await page.clock.install();
    const api = recordApi(page);
    const problems = await watchPageProblems(page);
    await page.goto('/');
    await expect(page.getByTestId('latest-trades')).toContainText('XAU/');
    // That is the server's HTML; the poll timers start when the app has hydrated it, which the
    // freshness indicator (rendered only in the browser, once the hydrated page is idle) shows.
    // Move the clock after.
    await expect(freshnessIndicator(page)).toBeVisible();
    await page.clock.runFor(POLL_TRADES_MS - 1_000);
    expect(api).toEqual([]);
    const firstOf = async (path: string, ms: number) => {
      await page.clock.runFor(ms);
      await expect.poll(() => api.filter(([p]) => p === path).length).toBeGreaterThan(0);
    };
    await firstOf('/api/trades', 1_000);
    await firstOf('/api/activities', POLL_ACTIVITIES_MS - POLL_TRADES_MS);
    expect(api.some(([p]) => p === '/api/dashboard')).toBe(false);
    await firstOf('/api/dashboard', POLL_DASHBOARD_MS - POLL_ACTIVITIES_MS);
    expect(problems).toEqual([]);
  });
});

test.describe('without data on the server, the page starts from the skeleton as before', () => {
  test('upstream held: the skeleton, with the three answers preloaded, and no data block', async ({
    page,
    request,
  }) => {
    const server = await startAppServer({ MOCK_SCENARIO: 'loading' }, OWN_PORT + 1);
    try {
      const raw = await (await request.get(`${server.url}/`)).text();
      expect(raw).toContain('aria-label="Loading dashboard"');
      expect(raw).not.toMatch(DATA_BLOCK);
      for (const path of ['/api/dashboard', '/api/trades', '/api/activities'])
        expect(raw).toContain(`<link rel="preload" href="${path}" as="fetch" crossorigin="use-credentials">`);
      const problems = await watchPageProblems(page);
      await page.goto(`${server.url}/`);
      await expect(page.getByRole('status', { name: 'Loading dashboard' })).toBeVisible();
      await page.waitForTimeout(1_000);
      expect(problems).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  test('upstream failing: the skeleton, then the error panel with the failure, as before', async ({ page }) => {
    const server = await startAppServer({ MOCK_SCENARIO: 'error' }, OWN_PORT + 1);
    try {
      await page.goto(`${server.url}/`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('The dashboard could not be loaded');
      await expect(alert).toContainText('500: Internal Server Error: pool database unavailable');
    } finally {
      await server.stop();
    }
  });
});
