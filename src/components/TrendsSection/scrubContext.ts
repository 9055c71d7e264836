'use client';

import { createContext } from 'react';
import type { FocusEvent, PointerEvent } from 'react';
import type * as TrendScrub from './trendScrub';

/** The scrub's module, once loaded. */
export type TrendScrubModule = typeof TrendScrub;

/** What a chart spreads on itself to ask for the scrub: the first pointer, touch or focus. */
export interface TrendScrubTrigger {
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerDown?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
}

/**
 * Where the trend charts get their scrub (src/deferred/parts.tsx loads it on the first
 * interaction with any chart). A store, not a context value that changes: a new value would
 * re-render everything below the provider and make React hydrate at once a part that waits.
 */
export interface TrendScrubSource {
  subscribe(listener: () => void): () => void;
  getScrub(): TrendScrubModule | undefined;
  getTrigger(): TrendScrubTrigger;
}

export const TrendScrubContext = createContext<TrendScrubSource | undefined>(undefined);

/** A source whose module and trigger are set by its provider. */
export function createTrendScrubSource(): TrendScrubSource & {
  set(scrub: TrendScrubModule | undefined, trigger: TrendScrubTrigger): void;
} {
  const listeners = new Set<() => void>();
  let scrub: TrendScrubModule | undefined;
  let trigger: TrendScrubTrigger = {};
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getScrub: () => scrub,
    getTrigger: () => trigger,
    set(nextScrub, nextTrigger) {
      // A trigger is new each render of the provider; its handlers are what count.
      const sameTrigger =
        nextTrigger.onPointerDown === trigger.onPointerDown &&
        nextTrigger.onPointerEnter === trigger.onPointerEnter &&
        nextTrigger.onFocus === trigger.onFocus;
      if (nextScrub === scrub && sameTrigger) return;
      scrub = nextScrub;
      trigger = nextTrigger;
      listeners.forEach((listener) => listener());
    },
  };
}
