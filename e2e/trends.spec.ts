import { test, expect, type Page } from '@playwright/test';
import { parseInitialState } from '../src/ssr/initialState';
import type { HistoryResponse } from '../src/data/historyTypes';
import { formatMoney } from '../src/format/money';
import { formatNumber } from '../src/format/compact';
import { isHydrated } from './support/hydration';

/*
 * Trends over time (docs/requirements.md §13.4) against `npm start` as visitors get it: the
 * first HTML holds the 24-hour charts and their table with the server's figures, the browser
 * asks for no history before the visitor picks another range, a range picked by keyboard is
 * fetched and shown, and the CSV downloads. With API_CACHE=off there is no section at all.
 */

const PASSTHROUGH = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}`;
const DATA_BLOCK = /<script type="application\/json" id="smartburn-initial-state">([^<]*)<\/script>/;

/** The history answer the server rendered `/` with, from the page's data block. */
function seededHistory(html: string): HistoryResponse {
  const state = parseInitialState(DATA_BLOCK.exec(html)?.[1] ?? '');
  const query = state?.queries.queries.find((q) => q.queryKey[0] === '/api/history');
  expect(query?.queryKey).toEqual(['/api/history', '24h']);
  return query!.state.data as HistoryResponse;
}

/** Every request to the history endpoints, as path and query. */
function historyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/history')) seen.push(url.pathname + url.search);
  });
  return seen;
}

test('the raw HTML of / holds the charts as SVG and their table, with the figures the server seeded', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const history = seededHistory(html);
  expect(history.points.length).toBeGreaterThan(200);
  const newest = history.points.reduce((a, b) => (Date.parse(b.at) > Date.parse(a.at) ? b : a));
  const section = /<section[^>]*id="trends"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  expect(section).toContain('>Trends</h2>');
  expect(section).toMatch(/Recorded by this server since/);
  // Three charts, each an SVG img named by its summary, ending on the newest figures.
  const labels = [...section.matchAll(/<svg[^>]*role="img"[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
  expect(labels).toEqual([
    expect.stringContaining(`Current Balance over the last 24 hours: from `),
    expect.stringContaining(`Smart Burn Pool over the last 24 hours: from `),
    expect.stringContaining(`Burned over the last 24 hours: from `),
  ]);
  expect(labels[0]).toContain(`to ${formatMoney(newest.currentBalance, 'en-US')},`);
  expect(labels[1]).toContain(`to ${formatMoney(newest.burnPoolTotal, 'en-US')},`);
  // The table: the newest sample of each hour (every sample is in the CSV), the newest first with its figures.
  const rows = [...section.matchAll(/<tr><th scope="row">([^<]*)<\/th>((?:<td>[^<]*<\/td>){3})<\/tr>/g)];
  expect(rows.length).toBeGreaterThanOrEqual(24);
  expect(rows.length).toBeLessThanOrEqual(25);
  const hours = rows.map((r) => Date.parse(`${r[1]} UTC`));
  hours.slice(1).forEach((at, i) => expect(hours[i]! - at).toBeGreaterThan(30 * 60_000));
  expect(rows[0]![2]).toBe(
    `<td>${formatMoney(newest.currentBalance, 'en-US')}</td><td>${formatMoney(newest.burnPoolTotal, 'en-US')}</td>` +
      `<td>${newest.tokensBurned === null ? '—' : formatNumber(newest.tokensBurned, 'en-US')}</td>`,
  );
  expect(section).toContain('href="/api/history.csv?range=24h"');
});

test('the first HTML holds the rates and records the server measured, under their exact labels', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const { records } = seededHistory(html);
  expect(records).toBeDefined();
  const section = /<section[^>]*id="trends"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  expect(section).toMatch(/Rates and records, measured by this server since <time[^>]*>[^<]+<\/time>/);
  for (const label of ['Burned per day', 'AI profits, last 30 days', 'Largest burn', 'Last burn'])
    expect(section).toContain(`<dt>${label}</dt>`);
  // npm start's simulation has 30 days of past: a weekly rate, and a burn within the last 7 days.
  expect(records!.burnedPerDay).toBeGreaterThan(0);
  expect(section).toContain(`${formatNumber(Math.round(records!.burnedPerDay!), 'en-US')} tokens`);
  expect(records!.lastBurnAt).not.toBeNull();
});

test('a range picked by keyboard is fetched and shown; nothing is fetched before', async ({ page }) => {
  const requests = historyRequests(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const trends = page.getByRole('region', { name: 'Trends' });
  // The charts are there from the first HTML, before their code.
  await expect(trends.getByRole('img')).toHaveCount(3);
  await trends.scrollIntoViewIfNeeded();
  const dayTab = trends.getByRole('tab', { name: '24 hours' });
  // Hydrated once near the viewport (src/deferred/parts.tsx): then the tabs answer keys.
  await expect.poll(() => isHydrated(dayTab)).toBe(true);
  expect(requests).toEqual([]);
  await dayTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(trends.getByRole('tab', { name: '7 days' })).toBeFocused();
  expect(requests).toEqual([]);
  const answered = page.waitForResponse((r) => r.url().includes('/api/history?range=7d'));
  await page.keyboard.press('Enter');
  expect((await answered).status()).toBe(200);
  await expect(trends.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
  await expect(trends.getByRole('img').first()).toHaveAccessibleName(/over the last 7 days/);
  await expect(trends.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
  await expect(trends.getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', '/api/history.csv?range=7d');
  expect(requests).toEqual(['/api/history?range=7d']);
});

test('90 days, 1 year and All answer, cacheable and within 300 points, and draw', async ({ page, request }) => {
  for (const range of ['90d', '1y', 'all']) {
    const res = await request.get(`/api/history?range=${range}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=10$/);
    const body = (await res.json()) as HistoryResponse;
    expect(body.range).toBe(range);
    expect(body.points.length).toBeGreaterThan(10);
    expect(body.points.length).toBeLessThanOrEqual(300);
    const csv = await request.get(`/api/history.csv?range=${range}`);
    expect(csv.headers()['content-disposition']).toBe(
      `attachment; filename="smartburn-history-${range}-${body.to.slice(0, 10)}.csv"`,
    );
  }
  await page.goto('/');
  const trends = page.getByRole('region', { name: 'Trends' });
  await trends.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(trends.getByRole('tab', { name: '24 hours' }))).toBe(true);
  for (const [name, phrase] of [
    ['90 days', 'the last 90 days'],
    ['1 year', 'the last year'],
    ['All', 'all of its history'],
  ]) {
    const answered = page.waitForResponse((r) => r.url().includes('/api/history?range='));
    await trends.getByRole('tab', { name, exact: true }).click();
    expect((await answered).status()).toBe(200);
    await expect(trends.getByRole('img').first()).toHaveAccessibleName(new RegExp(`over ${phrase}: from `));
    // A line of many points, not a dot.
    const d = await trends.locator('[data-part="series"] path[vector-effect]').first().getAttribute('d');
    expect((d ?? '').split('L').length).toBeGreaterThan(10);
  }
});

test('the CSV downloads: a header row and the samples of the range', async ({ page, request }) => {
  await page.goto('/');
  const link = page.getByRole('region', { name: 'Trends' }).getByRole('link', { name: /Download CSV/ });
  await link.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  const text = (await import('node:fs')).readFileSync(path, 'utf8');
  const [header, ...rows] = text.trim().split(/\r?\n/);
  expect(header).toBe('at,currentBalance,totalGenerated,burnPoolTotal,tokensBurned,burn');
  const { points, burns, to } = (await (await request.get('/api/history?range=24h')).json()) as HistoryResponse;
  // The range and the day the answer ends on.
  expect(download.suggestedFilename()).toBe(`smartburn-history-24h-${to.slice(0, 10)}.csv`);
  // A row per sample and per burn; a sample may have been taken between the two requests.
  expect(Math.abs(rows.length - points.length - burns.length)).toBeLessThanOrEqual(1);
});

test('a server that keeps no history (API_CACHE=off) answers 404; its page asks for none, shows no trends and logs no error', async ({
  page,
  request,
}) => {
  expect((await request.get(`${PASSTHROUGH}/api/history?range=24h`)).status()).toBe(404);
  const requests = historyRequests(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${PASSTHROUGH}/`);
  await expect(page.getByRole('heading', { name: 'Live Activity Feed' })).toBeVisible();
  await page.getByRole('heading', { name: 'Live Activity Feed' }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await expect(page.getByRole('region', { name: 'Trends' })).toHaveCount(0);
  await expect(page.getByText('Trends could not be loaded')).toHaveCount(0);
  expect(errors).toEqual([]);
});
