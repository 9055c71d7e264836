'use client';

import { ActivityFeed } from '../../components/ActivityFeed';
import { HowItWorks } from '../../components/HowItWorks';
import { TrendsSection } from '../../components/TrendsSection/TrendsSection';
import { DeferredTrendScrub } from '../../deferred/trendScrub';

/**
 * The page below the grid: the trends (docs/requirements.md §13.4), how it works and the live
 * feed. A chunk of its own (src/deferred/parts.tsx): the server's HTML of the trends is their
 * first paint, and their code (range tabs, the history hook and schema) loads once this part is wanted.
 */
export function LowerPart() {
  return (
    <>
      <DeferredTrendScrub>
        <TrendsSection id="trends" />
      </DeferredTrendScrub>
      <HowItWorks id="about" stepsId="tokenomics" />
      <ActivityFeed />
    </>
  );
}
