'use client';

import { useEffect, useState } from 'react';
import { useMotion } from './MotionProvider';

/**
 * The current time, re-read every `intervalMs` so relative times tick while the page is open.
 * Under a frozen clock it never changes. The clock is not motion: it ticks even when
 * decorative motion is paused.
 */
export function useNow(intervalMs: number): number {
  const { now, frozen } = useMotion();
  const [value, setValue] = useState(now);
  useEffect(() => {
    setValue(now());
    if (frozen) return;
    const id = setInterval(() => setValue(now()), intervalMs);
    return () => clearInterval(id);
  }, [now, frozen, intervalMs]);
  return value;
}
