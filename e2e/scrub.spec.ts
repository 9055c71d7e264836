import { test, expect, type CDPSession, type Locator, type Page } from '@playwright/test';
import { isHydrated } from './support/hydration';

/*
 * Scrubbing a trend chart (docs/requirements.md §13.3) against `npm start` at 375 px with touch: the scrub's
 * chunk is not requested before a chart is touched, pointed at or focused; a horizontal touch
 * drag shows and moves the readout while the page stays put; a vertical drag scrolls the page;
 * the keyboard moves the readout, says it politely and hides it.
 */

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

/** Every request for the scrub's chunk. */
function scrubRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/trendScrub-[^/]*\.js$/.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

/** The first trend chart, hydrated and in the middle of the screen. */
async function firstChart(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const chart = page.getByRole('region', { name: 'Trends' }).getByRole('img').first();
  await chart.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await expect.poll(() => isHydrated(chart)).toBe(true);
  // The sections below lay out as they come near (content-visibility): centre it once they have.
  let last = '';
  await expect
    .poll(async () => {
      await chart.evaluate((e) => e.scrollIntoView({ block: 'center' }));
      const now = JSON.stringify(await chart.boundingBox());
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  return chart;
}

async function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
  });
}

const readout = (chart: Locator) => chart.locator('[data-part="crosshair"] text');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a horizontal touch drag shows and moves the readout, the page stays put; lifting hides it', async ({ page }) => {
  const requests = scrubRequests(page);
  const chart = await firstChart(page);
  expect(requests).toEqual([]);
  const box = (await chart.boundingBox())!;
  const y = box.y + box.height / 2;
  const before = await scrollY(page);
  const cdp = await page.context().newCDPSession(page);
  const loaded = page.waitForResponse((r) => /\/trendScrub-[^/]*\.js$/.test(r.url()));
  await touch(cdp, 'touchStart', box.x + box.width * 0.2, y);
  expect((await loaded).status()).toBe(200);
  for (let i = 1; i <= 6; i++) await touch(cdp, 'touchMove', box.x + box.width * (0.2 + i * 0.03), y);
  await expect(readout(chart)).toHaveText(/^\$[\d,.]+\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
  const first = await readout(chart).textContent();
  for (let i = 1; i <= 10; i++) await touch(cdp, 'touchMove', box.x + box.width * (0.38 + i * 0.05), y);
  await expect(readout(chart)).not.toHaveText(first!);
  expect(await scrollY(page)).toBe(before);
  await touch(cdp, 'touchEnd', 0, 0);
  await expect(readout(chart)).toHaveCount(0);
  expect(requests).toHaveLength(1);
});

test('a vertical drag over a chart scrolls the page and shows no readout', async ({ page }) => {
  const chart = await firstChart(page);
  const box = (await chart.boundingBox())!;
  const x = box.x + box.width / 2;
  const before = await scrollY(page);
  const cdp = await page.context().newCDPSession(page);
  await touch(cdp, 'touchStart', x, box.y + box.height - 10);
  for (let i = 1; i <= 10; i++) await touch(cdp, 'touchMove', x, box.y + box.height - 10 - i * 20);
  await touch(cdp, 'touchEnd', 0, 0);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before + 50);
  await expect(readout(chart)).toHaveCount(0);
});

test('the keyboard moves the readout point by point, says it politely, and Escape hides it', async ({ page }) => {
  const requests = scrubRequests(page);
  const chart = await firstChart(page);
  expect(requests).toEqual([]);
  const loaded = page.waitForResponse((r) => /\/trendScrub-[^/]*\.js$/.test(r.url()));
  await chart.focus();
  await loaded;
  const live = page.getByRole('region', { name: 'Trends' }).locator('[aria-live="polite"]').first();
  await expect(live).toBeAttached();
  await page.keyboard.press('End');
  await expect(readout(chart)).toHaveCount(1);
  const last = await readout(chart).textContent();
  await expect(live).not.toBeEmpty();
  const saidAtEnd = await live.textContent();
  await page.keyboard.press('ArrowLeft');
  await expect(readout(chart)).not.toHaveText(last!);
  await expect(live).not.toHaveText(saidAtEnd!);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(readout(chart)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(readout(chart)).toHaveCount(0);
  await expect(live).toBeEmpty();
});
