import type { Page } from '@playwright/test';

/** The dashboard's figure cards by their titles (docs/requirements.md §3.3), as a visitor reads them. */
export const FIGURE_TITLES = {
  'current-balance': 'Current Balance',
  'total-generated': 'Total Generated',
  'burn-pool': 'Smart Burn Pool',
  'tokens-burned': 'SmartBurn Burned',
} as const;

export type FigureId = keyof typeof FIGURE_TITLES;

/** A figure card: the article named by its title. */
export const statCard = (page: Page, id: FigureId) =>
  page.getByRole('article', { name: FIGURE_TITLES[id], exact: true });

/** A card's figure: its `value` part (the name StatCard's anatomy gives it). */
export const statValue = (page: Page, id: FigureId) => statCard(page, id).locator('[data-part="value"]');
