'use client';

import { startTransition, useEffect, useState } from 'react';
import { useServerValue } from '../ssr/hydration';
import { whenIdle } from './whenIdle';

/**
 * Code the first view does not need (the toast region, tooltip popups, decorations) lives
 * in chunks of its own, loaded once the page is idle after its first paint, so it neither
 * delays that paint nor competes with the page's own JavaScript and data.
 */
export interface DeferredModule<T> {
  /** Starts loading (once) and resolves with the module's value. */
  load(): Promise<T>;
  /** The value once loaded, else undefined. */
  peek(): T | undefined;
  /** The value, from a server entry that imports the module itself: server renders need not wait. */
  provide(value: T): void;
}

/** Pure (no registration): a consumer's bundler drops the ones an import does not reach. */
export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let value: T | undefined;
  let promise: Promise<T> | undefined;
  const mod: DeferredModule<T> = {
    load() {
      promise ??= importer().then(
        (v) => (value = v),
        (error: unknown) => {
          promise = undefined; // a failed chunk load may be retried by the next mount
          throw error;
        },
      );
      return promise;
    },
    peek: () => value,
    provide(v) {
      value = v;
      promise = Promise.resolve(v);
    },
  };
  return mod;
}

const notOnTheServer = () => undefined;

/** Each module's load once the browser is idle: one for all its parts that mounted by then. */
const idleLoads = new WeakMap<DeferredModule<unknown>, Promise<unknown>>();

/**
 * The module, loaded after one idle moment shared by every part that asks before it: their
 * updates then come in the same microtask, so React renders and commits them together, not
 * once per part.
 * React commits in the first 2 s of a load (3 loads each, 412 px): 18, 18, 18 -> 5, 5, 5.
 */
function loadWhenIdle<T>(mod: DeferredModule<T>): Promise<T> {
  let load = idleLoads.get(mod) as Promise<T> | undefined;
  if (!load) {
    load = new Promise<void>((resolve) => whenIdle(resolve)).then(() => mod.load());
    idleLoads.set(mod, load);
    // A failed load may be tried again by the next part that mounts.
    load.catch(() => idleLoads.delete(mod));
  }
  return load;
}

/**
 * The module's value once it has loaded, else undefined. Loading starts when the caller has
 * mounted and the browser is idle (Lighthouse, mobile, the client-only path: holding it back
 * until the page's first full view made no difference, so nothing does); or at once with
 * `eager`, e.g. when a toast is waiting.
 * Never during render and never on the server: the server's HTML and the hydrating render
 * are the same, without the deferred part (also in a block that hydrates after the module
 * has loaded); it appears in a later commit.
 */
export function useDeferredModule<T>(
  mod: DeferredModule<T>,
  { eager = false, onDemand = false }: { eager?: boolean; onDemand?: boolean } = {},
): T | undefined {
  const loadedBefore = useServerValue(mod.peek, notOnTheServer);
  const [loadedHere, setValue] = useState<T | undefined>(undefined);
  const value = loadedHere ?? loadedBefore;
  useEffect(() => {
    if (value !== undefined || (onDemand && !eager)) return;
    let live = true;
    (eager ? mod.load() : loadWhenIdle(mod)).then(
      // A transition: the part renders in slices that leave the page free for input.
      (v) => live && startTransition(() => setValue(() => v)),
      () => {
        // The chunk did not load (offline, deploy in between): the page works without it.
      },
    );
    return () => void (live = false);
  }, [mod, value, eager, onDemand]);
  return value;
}
