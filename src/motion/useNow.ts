'use client';

import { useEffect, useState } from 'react';
import { useHydrating, useInitialRender } from '../ssr/hydration';
import { useMotion } from './MotionProvider';

/**
 * The current time, re-read every `intervalMs` so relative times tick while the page is open.
 * Under a frozen clock it never changes. The clock is not motion: it ticks even when
 * decorative motion is paused. While hydrating server markup it starts at the server's render
 * time, so relative times read the same on both sides, then moves on after mount.
 */
export function useNow(intervalMs: number): number {
  const { now, frozen } = useMotion();
  const { renderedAt } = useInitialRender();
  const hydrating = useHydrating();
  const [value, setValue] = useState(() => (hydrating && !frozen && renderedAt !== undefined ? renderedAt : now()));
  useEffect(() => {
    setValue(now());
    if (frozen) return;
    const id = setInterval(() => setValue(now()), intervalMs);
    return () => clearInterval(id);
  }, [now, frozen, intervalMs]);
  return value;
}
