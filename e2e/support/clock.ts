import { expect, type Page } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '../../src/constants';
import { apiInFlight, apiRequestTimes } from './apiLog';

/**
 * Page time for the tests that steer the page's polls on Playwright's clock (e2e/reliability.spec.ts,
 * e2e/live-status.spec.ts). Both record the page's requests with `recordApiRequests` first.
 *
 * Page time moves only when a test moves it, and the server answers in real time. A long jump
 * would run the page's 10 s request timeout on a poll of another endpoint that the server has
 * not answered yet (it takes longer on a busy machine): that block fails, and its toast takes
 * the place of the one the test waits for (one toast at a time). So page time moves in steps
 * well under the timeout, and before each one the page gets the answers it waits for, except
 * those of the endpoint the test steers (`except`: its requests may hang on purpose).
 */

/** The longest step of page time while a request may be on its way: half the page's timeout. */
const STEP_MS = REQUEST_TIMEOUT_MS / 2;

/** Whose answers page time does not wait for: the endpoint the test steers. */
export interface Steered {
  except?: string;
}

/** Page time moves only when we move it. */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

/**
 * Lets an answer reach the screen: TanStack Query and React schedule their updates with
 * zero-delay timers, which a paused page clock runs only when it moves (here 1 s in all).
 */
export async function settle(page: Page) {
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(20);
    await page.clock.runFor(100);
  }
}

/** Waits (real time) until the server has answered every request of the page but `except`'s. */
export async function answersIn(page: Page, { except }: Steered) {
  await expect.poll(() => apiInFlight(page, { except }), { timeout: 10_000, intervals: [10, 20, 50, 100] }).toBe(0);
}

/** Moves page time by `ms`, in steps of at most STEP_MS, each after the answers the page waits for. */
export async function runPageTime(page: Page, ms: number, steered: Steered = {}) {
  for (let left = ms; left > 0; left -= STEP_MS) {
    await answersIn(page, steered);
    await page.clock.runFor(Math.min(STEP_MS, left));
  }
}

/** Moves page time by `ms`, then lets what it set off reach the screen. */
export async function advance(page: Page, ms: number, steered: Steered = {}) {
  await runPageTime(page, ms, steered);
  await settle(page);
}

/** The poll a test waits for (of the endpoint it steers): its path, and (optionally) when it is due. */
export interface NextRequest {
  path: string;
  /** Jump in one go to a second before `waitMs` after the path's last request. */
  waitMs?: number;
}

/**
 * Moves page time until `done()` (checked in real time between steps) holds for the next
 * request to `next.path`: a second at a time (after the optional jump), and not a moment
 * further once the page has sent that request. The request can take a while to reach the
 * test's route handler on a busy machine; page time moving on meanwhile would run the timers
 * the request started (its 10 s timeout, then a toast's 5 s) before the test looks.
 */
export async function advanceUntil(page: Page, done: () => boolean, maxMs: number, next: NextRequest) {
  const times = await apiRequestTimes(page, next.path);
  const sent = async () => (await apiRequestTimes(page, next.path)).length > times.length;
  let moved = 0;
  if (next.waitMs !== undefined) {
    const last = times.at(-1) ?? 0;
    const now = await page.evaluate(() => Date.now());
    const jump = Math.min(maxMs, last + next.waitMs - 1_000 - now);
    if (jump > 0) {
      await runPageTime(page, jump, { except: next.path });
      moved = jump;
    }
  }
  while (moved < maxMs && !done() && !(await sent())) {
    await runPageTime(page, 1_000, { except: next.path });
    moved += 1_000;
    await page.waitForTimeout(30);
  }
  // The request may still be on its way to the route handler.
  await expect.poll(done, { timeout: 10_000 }).toBe(true);
  await settle(page);
}

/**
 * Moves page time to just past the request timeout of `path`'s last request, counted from when
 * the page sent it, then lets the failure reach the screen.
 */
export async function advancePastTimeout(page: Page, path: string) {
  const sentAt = (await apiRequestTimes(page, path)).at(-1);
  if (sentAt === undefined) throw new Error(`no request to ${path} was sent`);
  const now = await page.evaluate(() => Date.now());
  await advance(page, Math.max(0, sentAt + REQUEST_TIMEOUT_MS + 100 - now), { except: path });
}
