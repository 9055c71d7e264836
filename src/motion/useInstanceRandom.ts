'use client';

import { useId, useMemo } from 'react';
import { useMotionSeed } from './MotionProvider';
import { createSeededRandom } from './random';

/** FNV-1a: a 32-bit hash of a string. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A random source of this component's own, seeded from the provider's seed and the component's
 * place in the tree (useId). What one decoration draws never shifts what another shows, whichever
 * renders or loads first, so a seeded provider gives the same pixels every run.
 */
export function useInstanceRandom(): () => number {
  const seed = useMotionSeed();
  const id = useId();
  return useMemo(() => createSeededRandom(seed ^ hashString(id)), [seed, id]);
}
