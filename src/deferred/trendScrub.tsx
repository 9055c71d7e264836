'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { createTrendScrubSource, TrendScrubContext } from '../components/TrendsSection/scrubContext';
import { loadableModule, useLoadWhen } from './loadWhen';

const trendScrub = loadableModule(() => import('../components/TrendsSection/trendScrub'));

/**
 * Gives every trend chart below its scrub once one of them has been pointed at, touched or
 * focused. Placed by the page's lower part (its own chunk), so the first view carries none of it.
 */
export function DeferredTrendScrub({ children }: { children: ReactNode }) {
  const { value, trigger } = useLoadWhen(trendScrub, 'interaction');
  const [source] = useState(createTrendScrubSource);
  useEffect(() => source.set(value, trigger), [source, value, trigger]);
  return <TrendScrubContext.Provider value={source}>{children}</TrendScrubContext.Provider>;
}
