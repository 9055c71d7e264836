import type { Page } from '@playwright/test';

/** Collects console errors, page errors and CSP violations for a whole test. */
export async function watchPageProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
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
