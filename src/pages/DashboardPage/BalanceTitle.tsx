'use client';

import { useBalanceTitle } from './useBalanceTitle';

/**
 * Keeps the tab title on the live balance; renders nothing. A component of its own, so reading
 * the dashboard's data re-renders this, not the page.
 */
export function BalanceTitle() {
  useBalanceTitle();
  return null;
}
