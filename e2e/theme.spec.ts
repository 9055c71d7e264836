import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { themeNames, themeValues } from '../src/theme/generated/tokens';
import { watchPageProblems } from './support/watch';
import { freshnessIndicator } from './support/hydration';

// Themes are a `data-theme` attribute (docs/requirements.md §8.4): the components' styles read
// CSS custom properties, so switching re-renders nothing. Render counting: the bench's React
// DevTools-style commit hook (scripts/bench/render-hook.js), injected before React loads.
const RENDER_HOOK = readFileSync(new URL('../scripts/bench/render-hook.js', import.meta.url), 'utf8');

declare global {
  interface Window {
    __renderCounter: { start(): void; stop(): unknown[] };
  }
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** The computed colours the theme decides: the page background, body text and the wordmark's gold. */
const colours = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
    heading: getComputedStyle(document.querySelector('h1') as Element).color,
  }));

const setTheme = (page: Page, theme: string) =>
  page.evaluate((name) => document.documentElement.setAttribute('data-theme', name), theme);

/**
 * The page served, hydrated and with what loads once it is idle (the freshness indicator renders
 * only in the browser, after the decorations' idle callback), its clock stopped.
 */
async function openStill(page: Page) {
  await page.addInitScript(RENDER_HOOK);
  await page.clock.install();
  await page.goto('/');
  await expect(freshnessIndicator(page)).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');
  // No timer runs from here (typewriter, polls): any commit would be the theme switch's.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

test('the server sends <html data-theme="dark"> (the THEME default) with the custom properties in the first HTML', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<html lang="en" data-theme="dark">/);
  // tokens.css is inlined with the built CSS (with the nonce), not a render-blocking request.
  expect(html).toMatch(/<style nonce="[^"]+">[^<]*--sb-color-surface-page:/);
  expect(html).not.toMatch(/<link rel="stylesheet"/);
});

test('setting data-theme on <html> changes the computed colours at once, with no reload and no React render', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  await openStill(page);
  const dark = await colours(page);
  expect(dark.background).toBe(rgb(themeValues.dark.color.surface.page));
  expect(dark.heading).toBe(rgb(themeValues.dark.color.accent.default));
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.evaluate(() => window.__renderCounter.start());
  await setTheme(page, 'light');
  const light = await colours(page);
  const commits = await page.evaluate(() => window.__renderCounter.stop());
  expect(light).toEqual({
    background: rgb(themeValues.light.color.surface.page),
    text: rgb(themeValues.light.color.text.default),
    heading: rgb(themeValues.light.color.accent.default),
  });
  expect(commits).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The counter does see renders: pausing motion is one.
  await page.evaluate(() => window.__renderCounter.start());
  await page.getByRole('button', { name: /Pause motion|Resume motion/ }).click();
  await expect.poll(async () => (await page.evaluate(() => window.__renderCounter.stop())).length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

for (const theme of [...themeNames, 'system']) {
  test(`theme ${theme}: axe finds no violation, and no CSP violation`, async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto('/');
    await expect(page.getByText('Live Activity Feed')).toBeVisible();
    await setTheme(page, theme);
    // Colour transitions (hover states) would otherwise be measured mid-way.
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('system follows the colour scheme and contrast the visitor asks for', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await setTheme(page, 'system');
  expect((await colours(page)).background).toBe(rgb(themeValues.light.color.surface.page));
  await page.emulateMedia({ colorScheme: 'dark', contrast: 'more' });
  expect((await colours(page)).text).toBe(rgb(themeValues['high-contrast'].color.text.default));
  await page.emulateMedia({ colorScheme: 'dark', contrast: 'no-preference' });
  expect((await colours(page)).background).toBe(rgb(themeValues.dark.color.surface.page));
});
