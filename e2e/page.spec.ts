import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { watchPageProblems } from './support/watch';
import { textsInSystemFonts } from './support/fonts';
import { freshnessIndicator } from './support/hydration';

test.describe('routes', () => {
  test('/ answers 200 with the dashboard', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(/SMART TRADING POOL/);
  });

  test('an unknown path answers 404 with the Not Found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await page.getByRole('link', { name: /dashboard/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Live Activity Feed')).toBeVisible();
  });
});

test.describe('the loaded page', () => {
  test('shows every text of the spec', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText('SmartBurn', { exact: true })).toBeVisible();
    for (const [name, href] of [
      ['Dashboard', '#dashboard'],
      ['About', '#about'],
      ['Tokenomics', '#tokenomics'],
    ] as const) {
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const name of [/Telegram/, /Twitter/]) {
      const link = header.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(page.getByText('AI-Powered Gold Trading & Token Burning System')).toBeVisible();
    await expect(page.getByText('System Active • Trading Live')).toBeVisible();

    const grid = page.locator('#dashboard');
    for (const title of [
      'Latest AI Trades',
      'Current Balance',
      '24h Profit',
      'Weekly Profit',
      'Monthly Profit',
      'Total Generated',
      'Smart Burn Pool',
      'SmartBurn Burned',
    ]) {
      await expect(grid.getByText(title, { exact: true })).toBeVisible();
    }
    for (const text of [
      'Updated 2 min ago',
      '+3.24%',
      '+15.21%',
      '+34.67%',
      'All-time AI profits',
      'Available for burns',
      'Next burn in 3-7 days',
    ]) {
      await expect(grid.getByText(text, { exact: true })).toBeVisible();
    }

    const about = page.locator('#about');
    await expect(about.getByRole('heading', { name: 'How SmartBurn Works' })).toBeVisible();
    for (const step of ['5% Transaction Tax', 'AI Gold Trading', '50% Reinvestment', 'Token Burns']) {
      await expect(page.locator('#tokenomics').getByText(step, { exact: true })).toBeVisible();
    }
    for (const highlight of ['AI Trading Experience', 'Regular Token Burns', 'Live Dashboard Updates']) {
      await expect(about.getByText(highlight, { exact: true })).toBeVisible();
    }

    await expect(page.getByRole('heading', { name: 'Live Activity Feed' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Smart Burn Pool powered by AI. Not financial advice.')).toBeVisible();
    for (const name of ['Telegram', 'Twitter', 'Discord', 'Medium']) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', '#');
    }
    await expect(footer.getByText(/2024/)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('formats money and signed profits as the spec says', async ({ page }) => {
    await page.goto('/');
    const balance = page
      .locator('#dashboard')
      .getByRole('article', { name: 'Current Balance' })
      .locator('[data-part="value"]');
    await expect(balance).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    const profits = page.getByTestId('trade-profit');
    await expect(profits).toHaveCount(3);
    for (const profit of await profits.all()) {
      const text = (await profit.textContent()) ?? '';
      expect(text).toMatch(/^([+-]\$\d{1,3}(,\d{3})*\.\d{2}|\$0\.00)$/);
      const colour = await profit.evaluate((el) => getComputedStyle(el).color);
      expect(colour).toBe(text.startsWith('+') ? 'rgb(61, 220, 151)' : 'rgb(255, 107, 107)');
    }
    const body = (await page.locator('body').textContent()) ?? '';
    expect(body).not.toMatch(/NaN|undefined|\[object Object\]/);
  });

  test('the #tokenomics link reaches the tokenomics steps', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Tokenomics', exact: true }).click();
    await expect(page).toHaveURL(/#tokenomics$/);
    await expect(page.locator('#tokenomics')).toBeInViewport();
  });

  test('passes axe with no violations, at phone and desktop widths', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByText('Live Activity Feed')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    }
  });

  test('keyboard: Tab reaches the skip link, the nav links and the buttons, with a visible focus ring', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('Live Activity Feed')).toBeVisible();
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return null;
        const style = getComputedStyle(el);
        return { name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), outline: style.outlineStyle };
      });
      if (info) {
        reached.push(info.name);
        expect(info.outline, `focus ring on "${info.name}"`).not.toBe('none');
      }
    }
    expect(reached[0]).toBe('Skip to content');
    expect(reached).toEqual(expect.arrayContaining(['Dashboard', 'About', 'Tokenomics']));
    expect(reached.some((n) => /Telegram/.test(n))).toBe(true);
    expect(reached.some((n) => /motion/i.test(n))).toBe(true);
  });

  test('reduced motion shows the full heading, still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toContainText('SMART TRADING POOL');
    const first = await h1.textContent();
    await page.waitForTimeout(600);
    expect(await h1.textContent()).toBe(first);
  });

  // docs/requirements.md §8.3: every glyph comes from the self-hosted faces, none from the
  // system's (which differ from phone to phone, and cost the first layout a look-up each here).
  for (const width of [375, 1280]) {
    test(`draws every text in our own faces, at ${width} px, motion running and paused`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByText('Live Activity Feed')).toBeVisible();
      const toggle = page.getByRole('button', { name: /motion/i });
      // The decorations (glitch, status words, floating phrases) load with the freshness
      // indicator, once the page is idle.
      await expect(freshnessIndicator(page)).toBeVisible();
      expect(await textsInSystemFonts(page)).toEqual([]);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(await textsInSystemFonts(page)).toEqual([]);
    });
  }

  test('sends security headers and runs with zero CSP violations', async ({ page }) => {
    const problems = await watchPageProblems(page);
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await expect(page.getByText('Live Activity Feed')).toBeVisible();
    // Let a few decorations and a toast region settle.
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
  });
});
