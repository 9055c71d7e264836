'use client';

import { startTransition, useCallback, useEffect, useState, type FocusEvent, type PointerEvent } from 'react';
import { useServerValue } from '../ssr/hydration';

/**
 * Code the first view does not need, in a chunk of its own: loaded once, tried again after a
 * failed load. `peek` gives the value once it is here; a server entry that imports the module
 * itself `provide`s it, so a server render need not wait.
 */
export interface LoadableModule<T> {
  /** Starts loading (once) and resolves with the module's value. */
  load(): Promise<T>;
  /** The value once loaded, else undefined. */
  peek(): T | undefined;
  /** The value, from a server entry that imports the module itself. */
  provide(value: T): void;
}

/** A module to load later (`() => import('./X')`); pure, so a bundler drops the ones nothing uses. */
export function loadableModule<T>(importer: () => Promise<T>): LoadableModule<T> {
  let value: T | undefined;
  let promise: Promise<T> | undefined;
  return {
    load() {
      promise ??= importer().then(
        (v) => (value = v),
        (error: unknown) => {
          promise = undefined; // a failed chunk load may be retried by the next caller
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
}

/**
 * When to load: `now` (once mounted), `idle` (once the browser is idle after the first paint),
 * `visible` (when the trigger element comes within a viewport's height of the screen),
 * `interaction` (the first pointer or focus on the trigger element), or `false` (not yet).
 */
export type LoadTrigger = 'now' | 'idle' | 'visible' | 'interaction' | false;

/** What to spread on the element that starts a `visible` or `interaction` load (empty for the others). */
export interface LoadTriggerProps {
  /** Given for `visible`: watches the element. */
  ref?: (element: Element | null) => void;
  /** Given for `interaction`: the pointer comes over the element. */
  onPointerEnter?: (event: PointerEvent) => void;
  /** Given for `interaction`: a touch, pen or mouse press on the element. */
  onPointerDown?: (event: PointerEvent) => void;
  /** Given for `interaction`: the keyboard focus enters the element. */
  onFocus?: (event: FocusEvent) => void;
}

/** What useLoadWhen gives: the module once it is here, and the trigger's props. */
export interface LoadWhen<T> {
  /** The module's value once it has loaded; undefined until then, on the server and while hydrating. */
  value: T | undefined;
  /** Spread on the element a `visible` or `interaction` load watches; empty once it has started. */
  trigger: LoadTriggerProps;
}

/**
 * The one way to load code later (CONTRIBUTING.md, "Loading later"). Contract:
 * - `value` is undefined on the server and in the hydrating render, so the server's HTML and
 *   the first browser render are the same; it is the module in a client render where it has
 *   loaded before. Anything that shows it appears in a later commit, in a transition.
 * - The load starts once, when `when` says; a changed `when` (say `false` -> `now`) starts it then.
 * - Every part that asks for one module when idle waits for the same idle moment, so their
 *   updates land in one commit.
 * - A failed load shows nothing (the page works without the part); a part that mounts later
 *   tries again.
 * A component never calls this for itself: the page or section that places it does, and passes
 * `value` (and `trigger`, spread on the component's root) through props or context.
 */
export function useLoadWhen<T>(mod: LoadableModule<T>, when: LoadTrigger): LoadWhen<T> {
  const loadedBefore = useServerValue(mod.peek, notOnTheServer);
  const [loadedHere, setLoaded] = useState<T | undefined>(undefined);
  const [asked, setAsked] = useState(false);
  const value = loadedHere ?? loadedBefore;
  const start = value === undefined && (when === 'now' || when === 'idle' || asked);
  useEffect(() => {
    if (!start) return;
    let live = true;
    (when === 'idle' ? loadWhenIdle(mod) : mod.load()).then(
      (v) => live && startTransition(() => setLoaded(() => v)),
      () => {
        // The chunk did not load (offline, a deploy in between): the page works without it.
      },
    );
    return () => void (live = false);
  }, [mod, start, when]);
  const ask = useCallback(() => setAsked(true), []);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element) return;
      if (typeof IntersectionObserver === 'undefined') return ask();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.disconnect();
            ask();
          }
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [ask],
  );
  const waiting = value === undefined && !asked;
  const trigger: LoadTriggerProps =
    !waiting || when === false || when === 'now' || when === 'idle'
      ? {}
      : when === 'visible'
        ? { ref }
        : { onPointerEnter: ask, onPointerDown: ask, onFocus: ask };
  return { value, trigger };
}

const notOnTheServer = () => undefined;

/** Each module's load once the browser is idle: one for all its parts that asked by then. */
const idleLoads = new WeakMap<LoadableModule<unknown>, Promise<unknown>>();

function loadWhenIdle<T>(mod: LoadableModule<T>): Promise<T> {
  let load = idleLoads.get(mod) as Promise<T> | undefined;
  if (!load) {
    load = new Promise<void>((resolve) => whenIdle(resolve)).then(() => mod.load());
    idleLoads.set(mod, load);
    load.catch(() => idleLoads.delete(mod));
  }
  return load;
}

/** Calls back once the browser is idle, or soon after where it cannot say or stays busy. */
function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2_000 });
  else window.setTimeout(callback, 200);
}
