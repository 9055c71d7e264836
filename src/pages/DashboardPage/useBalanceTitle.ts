'use client';

import { useEffect } from 'react';
import { useBrand } from '../../config';
import { useDashboard } from '../../data';
import { formatMoney } from '../../format';

/**
 * The tab title carries the live balance while the page is open: '$1,284,527.31 · Smart Burn
 * Pool' (docs/requirements.md §6.2), set after each dashboard poll that changes it. Reads only the dashboard's data,
 * so only its caller re-renders, and only when the data changes; writes in an effect, so a server
 * render leaves the title alone. When the page goes, the title it found comes back.
 */
export function useBalanceTitle(): void {
  const balance = useDashboard().data?.currentBalance;
  const { siteName, locale } = useBrand();
  useEffect(() => {
    if (balance === undefined) return;
    const previous = document.title;
    document.title = `${formatMoney(balance, locale)} · ${siteName}`;
    return () => {
      document.title = previous;
    };
  }, [balance, locale, siteName]);
}
