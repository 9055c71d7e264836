import type { Page } from '@playwright/test';

type ApiLog = Array<[path: string, at: number]>;
type WithLog = { __apiLog?: ApiLog; __apiInFlight?: Record<string, number> };

/**
 * Records, inside the page, every API request's path and the page's time (`Date.now()`, the
 * fake clock when one is installed) when the page asked for it, and how many are in flight
 * per path (sent, and not yet answered to the last byte or failed).
 * Call before `page.goto`.
 */
export async function recordApiRequests(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as WithLog;
    const log: ApiLog = [];
    w.__apiLog = log;
    const inFlight: Record<string, number> = {};
    w.__apiInFlight = inFlight;
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), location.href);
      if (!url.pathname.startsWith('/api/')) return original(input, init);
      const path = url.pathname;
      log.push([path, Date.now()]);
      inFlight[path] = (inFlight[path] ?? 0) + 1;
      const settled = () => {
        inFlight[path] = (inFlight[path] ?? 1) - 1;
      };
      // In flight until the whole body has arrived, not just the headers: the page's query
      // settles (and its poll timer restarts) right after that.
      return original(input, init).then(
        async (response) => {
          await response
            .clone()
            .arrayBuffer()
            .catch(() => undefined);
          settled();
          return response;
        },
        (error: unknown) => {
          settled();
          throw error;
        },
      );
    };
  });
}

/** Page times at which `path` was requested, oldest first. */
export async function apiRequestTimes(page: Page, path: string): Promise<number[]> {
  const log = await page.evaluate(() => (window as unknown as WithLog).__apiLog ?? []);
  return log.filter(([p]) => p === path).map(([, at]) => at);
}

/** Requests per API path so far. */
export async function apiRequestCounts(page: Page): Promise<Record<string, number>> {
  const log = await page.evaluate(() => (window as unknown as WithLog).__apiLog ?? []);
  const counts: Record<string, number> = {};
  for (const [path] of log) counts[path] = (counts[path] ?? 0) + 1;
  return counts;
}

/** API requests the page has sent and not yet got an answer (or failure) for; all but `except`'s. */
export async function apiInFlight(page: Page, { except }: { except?: string } = {}): Promise<number> {
  const inFlight = await page.evaluate(() => (window as unknown as WithLog).__apiInFlight ?? {});
  return Object.entries(inFlight).reduce((sum, [path, n]) => (path === except ? sum : sum + n), 0);
}
