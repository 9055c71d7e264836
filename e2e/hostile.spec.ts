import { test, expect, type Page } from '@playwright/test';
import { MOTION_STILL } from './support/motion';
import { saveMeasurement } from './support/measurements';
import { watchPageProblems } from './support/watch';
import {
  EXPECTED_FIGURES,
  EXPECTED_PROFITS,
  HOSTILE_LAYOUT,
  HOSTILE_WIDTHS,
  HOSTILE_NOW,
  LONG_WORD,
  LONG_WORDS,
  PWN,
  hostileActivities,
  hostileDashboard,
  hostileTrades,
  jsonText,
} from './support/hostile';
import { ERROR_TEXT_MAX_CHARS, POLL_ACTIVITIES_MS, POLL_DASHBOARD_MS } from '../src/constants';
import { statValue, type FigureId } from './support/figures';
import { pageText } from './support/text';

test.use(MOTION_STILL);

/**
 * Hostile content (docs/requirements.md §5.6): HTML and script, bidi overrides, zero-width characters, emoji,
 * 10 000-character strings and odd numbers and dates in every field the API fills. Nothing
 * executes, the layout holds at phone and desktop widths, long text is clamped with the full
 * text still available, numbers and times read sanely.
 */

type Answers = { dashboard: unknown; trades: unknown; activities: unknown };

async function serve(page: Page, answers: Answers) {
  for (const key of ['dashboard', 'trades', 'activities'] as const) {
    await page.route(`**/api/${key}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: jsonText(answers[key]) }),
    );
  }
}

/** Anything a payload would do if it ran: set window.__pwned, open a dialog, add elements. */
async function watchExecution(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return async () => {
    const state = await page.evaluate(() => ({
      pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
      injected: document.querySelectorAll(
        'img, iframe, object, embed, main script, [onerror], [onload], a[href^="javascript:" i]',
      ).length,
      bodyHidden: getComputedStyle(document.body).display === 'none',
    }));
    expect(state, 'nothing from the API ran or became an element').toEqual({
      pwned: null,
      injected: 0,
      bodyHidden: false,
    });
    expect(dialogs, 'no dialog opened').toEqual([]);
  };
}

/** Anything that sticks out sideways, and boxes that grew far too tall. */
async function layoutProblems(page: Page) {
  return page.evaluate(({ cardMaxHeightPx, feedItemMaxHeightPx }) => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth)
      problems.push(`page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
    // The page shell clips sideways overflow, so look inside it too: main and the blocks in it.
    const boxes = [
      ...document.querySelectorAll<HTMLElement>(
        'main, header, footer, #dashboard article, [data-testid="activity-feed"], [data-testid="activity-item"], [role="region"] li',
      ),
    ];
    for (const el of boxes) {
      const name = el.dataset.testid ?? el.tagName.toLowerCase();
      if (el.scrollWidth > el.clientWidth + 1)
        problems.push(`${name} overflows sideways: ${el.scrollWidth} > ${el.clientWidth}`);
      const r = el.getBoundingClientRect();
      if (r.right > doc.clientWidth + 1 || r.left < -1)
        problems.push(`${name} sticks out of the viewport: ${r.left}..${r.right}`);
    }
    const grid = document.querySelector<HTMLElement>('#dashboard > div');
    if (grid) {
      const g = grid.getBoundingClientRect();
      for (const card of grid.children) {
        const r = card.getBoundingClientRect();
        if (r.left < g.left - 1 || r.right > g.right + 1)
          problems.push(`a card is wider than the grid: ${r.width} in ${g.width}`);
        if (r.height > cardMaxHeightPx) problems.push(`a card grew to ${Math.round(r.height)} px`);
      }
    }
    for (const item of document.querySelectorAll<HTMLElement>('[data-testid="activity-item"]')) {
      const h = item.getBoundingClientRect().height;
      if (h > feedItemMaxHeightPx) problems.push(`an activity grew to ${Math.round(h)} px`);
    }
    return problems;
  }, HOSTILE_LAYOUT);
}

const timeOf = (page: Page, title: string) =>
  page.getByTestId('activity-item').filter({ hasText: title }).locator('time');

for (const width of HOSTILE_WIDTHS) {
  test(`hostile activities, pairs and figures at ${width} px: nothing runs, layout holds, text stays whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const problems = await watchPageProblems(page);
    const checkExecution = await watchExecution(page);
    await page.clock.install({ time: HOSTILE_NOW });
    await serve(page, { dashboard: hostileDashboard, trades: hostileTrades, activities: hostileActivities });
    await page.goto('/');
    await expect(page.getByText('Live Activity Feed')).toBeVisible();
    await expect(page.getByTestId('activity-item')).toHaveCount(hostileActivities.length);

    // Markup is never parsed: nothing ran, no element was made from it; it shows as text.
    await checkExecution();
    const feed = page.getByTestId('activity-feed');
    for (const text of [PWN.img, PWN.script, PWN.svg, PWN.iframe, PWN.link, PWN.style]) {
      await expect(feed.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('trade-pair').first()).toHaveText(PWN.img);

    // Long text is clamped on screen; the whole text stays in the DOM and in the hover title.
    const longTitle = feed.locator('p', { hasText: LONG_WORD.slice(0, 50) }).first();
    expect(await longTitle.textContent()).toBe(LONG_WORD);
    await expect(longTitle).toHaveAttribute('title', LONG_WORD);
    const longDescription = feed.locator('p', { hasText: LONG_WORDS.slice(0, 50) }).first();
    expect(await longDescription.textContent()).toBe(LONG_WORDS);
    await expect(longDescription).toHaveAttribute('title', LONG_WORDS);
    for (const p of [longTitle, longDescription]) {
      const { client, scroll } = await p.evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight }));
      expect(client, 'clamped').toBeLessThan(scroll);
      expect(client).toBeLessThan(120);
    }
    const longPair = page.getByTestId('trade-pair').nth(1);
    expect(await longPair.textContent()).toBe(LONG_WORD);
    await expect(longPair).toHaveAttribute('title', LONG_WORD);
    const tokensBurned = statValue(page, 'tokens-burned');
    await expect(tokensBurned).toHaveAttribute('title', hostileDashboard.tokensBurned);

    // Numbers format sanely: 1e21 in full, -0 and 1e-9 as $0.00 (red, as 0 is not a profit).
    for (const [id, text] of Object.entries(EXPECTED_FIGURES)) {
      await expect(statValue(page, id as FigureId).locator('[data-glitching]')).toHaveText(text);
    }
    await expect(page.getByTestId('trade-profit')).toHaveText(EXPECTED_PROFITS);
    await expect(page.getByTestId('trade-profit').nth(1)).toHaveAttribute('data-tone', 'loss');

    // Times: the far future reads "just now", the epoch "56 years ago", nonsense "unknown time".
    await expect(timeOf(page, 'From the far future')).toHaveText('just now');
    await expect(timeOf(page, 'From the epoch')).toHaveText('56 years ago');
    await expect(timeOf(page, 'Unparsable time')).toHaveText('unknown time');
    await expect(timeOf(page, 'Empty time')).toHaveText('unknown time');
    // A right-to-left override cannot spoof a file name: bidi controls are dropped on arrival.
    await expect(feed.getByText('invoicegnp.exe done', { exact: true })).toBeVisible();
    await expect(timeOf(page, 'invoicegnp.exe')).toHaveText('5 minutes ago');
    expect(await feed.textContent()).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);

    expect(await layoutProblems(page)).toEqual([]);
    const body = await pageText(page);
    expect(body).not.toMatch(/\bNaN\b|\bundefined\b|\[object Object\]|\bInfinity\b|e\+21/);
    expect(problems).toEqual([]);

    // What the visitor saw, for docs/reliability.md.
    const seen = async (title: string) => (await timeOf(page, title).textContent()) ?? '';
    saveMeasurement(`hostile-${width}`, {
      width,
      figures: Object.fromEntries(
        await Promise.all(
          Object.keys(EXPECTED_FIGURES).map(async (id) => [
            id,
            await statValue(page, id as FigureId)
              .locator('[data-glitching]')
              .textContent(),
          ]),
        ),
      ),
      profits: await page.getByTestId('trade-profit').allTextContents(),
      times: {
        '9999-12-31T23:59:59Z': await seen('From the far future'),
        '1970-01-01T00:00:00Z': await seen('From the epoch'),
        '2026-13-45T99:99:99Z': await seen('Unparsable time'),
        '(empty)': await seen('Empty time'),
      },
      longTitle: {
        chars: LONG_WORD.length,
        shownHeightPx: await longTitle.evaluate((el) => el.clientHeight),
        fullTextInTitleAttribute: true,
      },
      bidiOverrideShownAs: 'invoicegnp.exe done',
      layoutProblems: [],
    });
  });
}

test('a hostile new burn arriving by poll: its toast is text, cut, and a few lines tall', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const problems = await watchPageProblems(page);
  const checkExecution = await watchExecution(page);
  await page.clock.install({ time: HOSTILE_NOW });
  let activities: unknown[] = hostileActivities.slice(6);
  await page.route('**/api/activities', (route) => route.fulfill({ json: activities }));
  await page.goto('/');
  await expect(page.getByText('Live Activity Feed')).toBeVisible();

  activities = [
    {
      id: 'evil-burn',
      type: 'burn',
      title: `${PWN.img}${LONG_WORD}`,
      description: `${PWN.script}${LONG_WORDS}`,
      timestamp: new Date(HOSTILE_NOW).toISOString(),
    },
    ...activities,
  ];
  await page.clock.runFor(POLL_ACTIVITIES_MS);
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(`New burn: ${PWN.img}`);
  const box = await toast.boundingBox();
  expect(box?.height ?? 0, 'toast height').toBeLessThan(700 * 0.4);
  expect((await toast.textContent())?.length ?? 0).toBeLessThan(1_000);
  await checkExecution();
  expect(await layoutProblems(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('hostile error bodies: shown as text, cut, in the inline error and the refresh toast', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const checkExecution = await watchExecution(page);
  await page.clock.install({ time: HOSTILE_NOW });
  const errorBody = `${PWN.img}${PWN.script}${LONG_WORD}`;
  await page.route('**/api/trades', (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: errorBody }),
  );
  let dashboardFails = false;
  await page.route('**/api/dashboard', (route) =>
    dashboardFails ? route.fulfill({ status: 503, contentType: 'text/html', body: errorBody }) : route.continue(),
  );
  await page.goto('/');
  const alert = page.getByTestId('latest-trades').getByRole('alert');
  await expect(alert).toContainText(`500: ${PWN.img}${PWN.script}AAAA`);
  const shown = (await alert.locator('p').nth(1).textContent()) ?? '';
  expect(shown).toHaveLength('500: '.length + ERROR_TEXT_MAX_CHARS + 1);
  expect(shown.endsWith('…')).toBe(true);

  dashboardFails = true;
  await page.clock.runFor(POLL_DASHBOARD_MS);
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast).toContainText("Couldn't refresh dashboard statistics");
  await expect(toast).toContainText(`503: ${PWN.img}`);
  expect((await toast.boundingBox())?.height ?? 0).toBeLessThan(700 * 0.4);
  await checkExecution();
  expect(await layoutProblems(page)).toEqual([]);
});

test.describe('numbers JSON cannot hold, and numbers sent as strings', () => {
  const cases = [
    {
      name: '"Infinity" as a string for the balance',
      path: '/api/dashboard',
      body: JSON.stringify({ ...hostileDashboard, currentBalance: 'Infinity' }),
      message: 'Invalid response from /api/dashboard: currentBalance: expected a number, got "Infinity"',
    },
    {
      name: '1e999 (parses to Infinity) for a profit',
      path: '/api/trades',
      body: '[{"pair":"XAU/USD","profit":1e999}]',
      message: 'Invalid response from /api/trades: [0].profit: expected a finite number, got Infinity',
    },
    {
      name: '"1e21" as a string for a profit',
      path: '/api/trades',
      body: '[{"pair":"XAU/USD","profit":"1e21"}]',
      message: 'Invalid response from /api/trades: [0].profit: expected a number, got "1e21"',
    },
    {
      name: 'a number for an activity timestamp',
      path: '/api/activities',
      body: '[{"id":1,"type":"burn","title":"t","description":"d","timestamp":1768478400000}]',
      message: 'Invalid response from /api/activities: [0].timestamp: expected a string, got 1768478400000',
    },
  ];
  for (const c of cases) {
    test(c.name, async ({ page }) => {
      await page.route(`**${c.path}`, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: c.body }),
      );
      await page.goto('/');
      await expect(page.getByRole('alert')).toContainText(c.message);
      const body = await pageText(page);
      expect(body.replace(c.message, '')).not.toMatch(/\bNaN\b|\bundefined\b|\[object Object\]|\bInfinity\b/);
    });
  }
});
