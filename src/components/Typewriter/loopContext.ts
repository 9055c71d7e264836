'use client';

import { createContext } from 'react';
import type { LoopCss } from './typewriterLoop';

/**
 * Where the typewriter gets the code that writes its loop as CSS, once a provider above has
 * loaded it (src/deferred/parts.tsx); without it the typewriter shows its first phrase, still.
 * A store, not a context value that changes: a new value would re-render everything below the
 * provider, and make React hydrate at once a part that waits to hydrate.
 */
export interface TypewriterLoopSource {
  subscribe(listener: () => void): () => void;
  getLoopCss(): LoopCss | undefined;
}

export const TypewriterLoopContext = createContext<TypewriterLoopSource | undefined>(undefined);

/** A source whose code is set once it has loaded. */
export function createTypewriterLoopSource(): TypewriterLoopSource & { set(loopCss: LoopCss | undefined): void } {
  const listeners = new Set<() => void>();
  let current: LoopCss | undefined;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getLoopCss: () => current,
    set(loopCss) {
      if (loopCss === current) return;
      current = loopCss;
      listeners.forEach((listener) => listener());
    },
  };
}
