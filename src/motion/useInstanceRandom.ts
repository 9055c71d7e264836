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
 * A random source of this component's own, seeded from the provider's seed and `key`, so what one
 * decoration draws never shifts what another shows, whichever renders or loads first.
 *
 * Give a `key` that tells this instance from the others where a seeded provider must give the same
 * pixels every run (stories): without one it is the component's `useId`, which is its place in the
 * tree only in a server render and its hydration; a browser render numbers ids in the order
 * components mount, and that order moves with timing.
 */
export function useInstanceRandom(key?: string | number): () => number {
  const seed = useMotionSeed();
  const id = useId();
  const name = key === undefined ? id : `key:${key}`;
  return useMemo(() => createSeededRandom(seed ^ hashString(name)), [seed, name]);
}
