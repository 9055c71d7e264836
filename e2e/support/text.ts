import type { Page } from '@playwright/test';

/**
 * The page's text as a visitor reads it (innerText), every section included. The lower part of
 * the dashboard is under content-visibility: auto, and Chromium's innerText read "" for a skipped
 * section's text (all 20 feed titles, in 1 of 4 runs of e2e/large-data.spec.ts on a busy
 * machine); so its sections are rendered first, by inline style (the page's CSP allows CSSOM).
 */
export async function pageText(page: Page): Promise<string> {
  await page.evaluate(() => {
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    }
  });
  return page.locator('body').innerText();
}
