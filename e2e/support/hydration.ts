import type { Locator, Page } from '@playwright/test';

/**
 * The freshness indicator: rendered only in the browser, once the hydrated page is idle
 * (src/deferred/parts.tsx), so its being visible says the app has started and hydrated.
 */
export const freshnessIndicator = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Live data|Data may be out of date/ });

/** Whether React has hydrated (owns) this element. */
export const isHydrated = (element: Locator) =>
  element.evaluate((e) => Object.keys(e).some((key) => key.startsWith('__reactFiber$')));
