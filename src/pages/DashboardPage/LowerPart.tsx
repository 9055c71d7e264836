'use client';

import { ActivityFeed } from '../../components/ActivityFeed';
import { HowItWorks } from '../../components/HowItWorks';

/** The page below the grid: how it works and the live feed. A chunk of its own (src/deferred/parts.tsx). */
export function LowerPart() {
  return (
    <>
      <HowItWorks id="about" stepsId="tokenomics" />
      <ActivityFeed />
    </>
  );
}
