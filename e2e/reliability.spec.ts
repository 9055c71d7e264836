import { test, expect, type Page } from '@playwright/test';
import { MOTION_STILL } from './support/motion';
import { FAULTS, RETRY_AFTER_TOLERANCE_MS, withExtraFields } from './support/faults';
import { watchPageProblems } from './support/watch';
import { apiRequestTimes, recordApiRequests } from './support/apiLog';
import { saveMeasurement } from './support/measurements';
import { advancePastTimeout, advanceUntil, answersIn, pauseClock, settle } from './support/clock';

import { POLL_ACTIVITIES_MS, POLL_DASHBOARD_MS, POLL_TRADES_MS, REQUEST_TIMEOUT_MS } from '../src/constants';
import { statCard, statValue } from './support/figures';
import { pageText } from './support/text';

test.use(MOTION_STILL);

/**
 * The fault matrix (issue: reliability): for every endpoint, every fault, on the first load
 * and on a background refresh, the visitor gets a clear message, the last good data stays,
 * one toast per failure streak, and the next good poll recovers.
 */

const ENDPOINTS = [
  { path: '/api/dashboard', label: 'dashboard statistics', interval: POLL_DASHBOARD_MS },
  { path: '/api/trades', label: 'latest trades', interval: POLL_TRADES_MS },
  { path: '/api/activities', label: 'activity feed', interval: POLL_ACTIVITIES_MS },
] as const;
type Endpoint = (typeof ENDPOINTS)[number];

/** The block of the page that shows an endpoint's data. */
const blockOf = (page: Page, e: Endpoint) =>
  e.path === '/api/dashboard'
    ? statCard(page, 'current-balance')
    : e.path === '/api/trades'
      ? page.getByTestId('latest-trades')
      : page.getByTestId('activity-feed');

/**
 * Text that stands for the data on screen: what assistive tech reads of the balance (decorative
 * glitch overlays are aria-hidden); the trade pairs; for the feed, titles and descriptions without
 * the ticking times. By text content: the feed and trades are under content-visibility: auto, where
 * innerText can read "" (e2e/support/text.ts), and "" before and after would compare equal.
 */
const snapshotOf = async (page: Page, e: Endpoint) =>
  e.path === '/api/dashboard'
    ? statValue(page, 'current-balance').ariaSnapshot()
    : e.path === '/api/trades'
      ? (await page.getByTestId('trade-pair').allTextContents()).join('|')
      : (await page.getByTestId('activity-item').locator('p').allTextContents()).slice(0, 6).join('|');

async function expectNoGarbage(page: Page) {
  const text = await pageText(page);
  expect(text).not.toMatch(/\bNaN\b|\bundefined\b|\[object Object\]|\bInfinity\b/);
}

// The cases and what the visitor must read, for docs/reliability.md.
test.beforeAll(() => {
  saveMeasurement(
    'fault-cases',
    FAULTS.map((f) => ({
      name: f.name,
      message: f.message,
      retryAfterMs: f.retryAfterMs ?? null,
      toastNote: f.toastNote ?? null,
    })),
  );
});

for (const endpoint of ENDPOINTS) {
  test.describe(`${endpoint.path}`, () => {
    for (const fault of FAULTS) {
      test(`first load: ${fault.name}`, async ({ page }) => {
        const problems = await watchPageProblems(page);
        await page.clock.install();
        await recordApiRequests(page);
        await page.route(`**${endpoint.path}`, (route) => fault.apply(route));
        await page.goto('/');
        if (fault.message?.includes('timed out')) {
          // Once the page's own fetch is out (its 10 s timer running; the skeleton's preload
          // of the same URL goes out sooner) and the other endpoints have answered (the jump
          // would time out any answer still on its way), jump past the timer. Page time keeps
          // flowing: a paused clock would also hold the zero-delay render timers of answers
          // that arrive after the jump.
          await expect.poll(async () => (await apiRequestTimes(page, endpoint.path)).length).toBe(1);
          await answersIn(page, { except: endpoint.path });
          await page.clock.fastForward(11_000);
        }
        const expected = (fault.message ?? '').replace('{path}', endpoint.path);
        if (endpoint.path === '/api/dashboard') {
          // The whole page depends on the summary: an error panel with Retry.
          const alert = page.getByRole('alert');
          await expect(alert).toContainText(expected);
          await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
        } else {
          // The rest of the page renders; the block fails inline with Retry.
          await expect(statValue(page, 'current-balance')).toBeVisible();
          const block = blockOf(page, endpoint);
          await expect(block.getByRole('alert')).toContainText(expected);
          await expect(block.getByRole('button', { name: 'Retry' })).toBeVisible();
        }
        await expectNoGarbage(page);
        // Failed requests log "Failed to load resource" in Chromium; nothing else may.
        expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
      });

      test(`refresh: ${fault.name}`, async ({ page }) => {
        await page.clock.install();
        await recordApiRequests(page);
        let failing = false;
        const answered = { failed: 0, ok: 0 };
        await page.route(`**${endpoint.path}`, (route) => {
          if (failing) {
            answered.failed++;
            return fault.apply(route);
          }
          answered.ok++;
          return route.continue();
        });
        await page.goto('/');
        await expect(page.getByText('Live Activity Feed')).toBeVisible();
        await pauseClock(page);
        const before = await snapshotOf(page, endpoint);
        const block = blockOf(page, endpoint);
        const timesOut = fault.message?.includes('timed out') ?? false;
        const expected = (fault.message ?? '').replace('{path}', endpoint.path);
        // The toasts themselves (Radix's screen-reader announcement waits for an animation frame,
        // which a paused page clock never runs).
        const toasts = page
          .getByRole('region', { name: /Notifications/ })
          .getByRole('listitem')
          .filter({ hasText: `Couldn't refresh ${endpoint.label}` });

        // The next poll fails: one toast naming the failure, the block marked stale, data kept.
        failing = true;
        await advanceUntil(page, () => answered.failed >= 1, endpoint.interval + 2_000, {
          path: endpoint.path,
          waitMs: endpoint.interval,
        });
        if (timesOut) await advancePastTimeout(page, endpoint.path);
        await expect(toasts).toHaveCount(1);
        await expect(toasts).toContainText(expected);
        if (fault.toastNote) await expect(toasts).toContainText(fault.toastNote);
        await expect(block.getByTestId('stale-mark')).toBeVisible();
        expect(await snapshotOf(page, endpoint)).toBe(before);
        await expectNoGarbage(page);

        // A second failure in the same streak: no second toast, data still there.
        await page.getByRole('button', { name: 'Dismiss notification' }).click();
        await expect(toasts).toHaveCount(0);
        const pause = fault.retryAfterMs ?? 0;
        await advanceUntil(page, () => answered.failed >= 2, endpoint.interval + REQUEST_TIMEOUT_MS + pause + 2_000, {
          path: endpoint.path,
          waitMs: Math.max(endpoint.interval, pause),
        });
        if (timesOut) await advancePastTimeout(page, endpoint.path);
        await expect(toasts).toHaveCount(0);
        await expect(block.getByTestId('stale-mark')).toBeVisible();
        expect(await snapshotOf(page, endpoint)).toBe(before);

        // The next good poll recovers: the stale mark goes.
        failing = false;
        const okBefore = answered.ok;
        const recovered = page.waitForResponse((r) => new URL(r.url()).pathname === endpoint.path && r.ok());
        await advanceUntil(page, () => answered.ok > okBefore, endpoint.interval + REQUEST_TIMEOUT_MS + pause + 2_000, {
          path: endpoint.path,
          waitMs: Math.max(endpoint.interval, pause),
        });
        // The server's answer, then its way to the screen (on page time).
        await recovered;
        await settle(page);
        await expect(block.getByTestId('stale-mark')).toHaveCount(0);
        await expectNoGarbage(page);
        if (pause > 0) {
          // Retry-After is honoured: after each answer that asked for a pause, the next request
          // waited that long (page time), not the usual interval.
          const [failed1, failed2, recovered] = (await apiRequestTimes(page, endpoint.path)).slice(-3);
          for (const gap of [failed2! - failed1!, recovered! - failed2!]) {
            expect(gap, 'wait after a Retry-After answer').toBeGreaterThanOrEqual(pause);
            expect(gap, 'wait after a Retry-After answer').toBeLessThan(pause + RETRY_AFTER_TOLERANCE_MS);
          }
        }
      });
    }

    test('extra unknown fields are accepted', async ({ page }) => {
      await page.route(`**${endpoint.path}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: withExtraFields(await response.json()) });
      });
      await page.goto('/');
      await expect(page.getByText('Live Activity Feed')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectNoGarbage(page);
    });
  });
}
