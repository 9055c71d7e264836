import type { Page } from '@playwright/test';

/**
 * A 404 from GET /api/history is how a server that keeps no history (API_CACHE=off) says so, and
 * the page then shows no trends (docs/requirements.md §13.4); the browser still logs the failed
 * request, which is no problem of the page's.
 */
const isNoHistoryAnswer = (text: string, url: string) =>
  text.startsWith('Failed to load resource') && text.includes('404') && /\/api\/history\?/.test(url);

/** Collects console errors, page errors and CSP violations for a whole test. */
export async function watchPageProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !isNoHistoryAnswer(msg.text(), msg.location().url))
      problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`);
    });
  });
  return problems;
}

/** Counts requests per API path. */
export function countApiRequests(page: Page) {
  const counts: Record<string, number> = { '/api/dashboard': 0, '/api/trades': 0, '/api/activities': 0 };
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path in counts) counts[path] = (counts[path] ?? 0) + 1;
  });
  return counts;
}
