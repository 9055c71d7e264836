'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/**
 * Motion state for the decorative layers (docs/requirements.md §8.1) plus the clock and random
 * sources, so stories and screenshots can freeze them.
 */
export interface MotionState {
  /** True when decorative motion may run: no reduced-motion preference, not paused, not frozen. */
  animate: boolean;
  /** The visitor's `prefers-reduced-motion: reduce`. */
  reducedMotion: boolean;
  /** The visitor pressed the pause control (WCAG 2.2.2). */
  paused: boolean;
  setPaused: (paused: boolean) => void;
  /** Clock and timers frozen (stories, screenshots): nothing ticks, `now()` is fixed. */
  frozen: boolean;
  /** Current time in ms since the epoch. */
  now: () => number;
  /** A number in [0, 1). */
  random: () => number;
}

/** The state as the store holds it: with the seed each decoration's own source starts from (useInstanceRandom). */
type MotionSnapshot = MotionState & { seed: number };

function drawSeed(random: () => number): number {
  return Math.floor(random() * 2 ** 32) >>> 0;
}

const PAUSE_STORAGE_KEY = 'smartburn:motion-paused';

const defaultState: MotionSnapshot = {
  animate: false,
  reducedMotion: false,
  paused: false,
  setPaused: () => {},
  frozen: false,
  now: () => Date.now(),
  random: Math.random,
  seed: drawSeed(Math.random),
};

/**
 * The motion state as a store whose identity never changes: the context that carries it never
 * changes value, so a change (the visitor pauses motion) reaches only the components that read
 * it, and never forces open a part of the page that hydrates later (src/deferred/parts.tsx):
 * React would have to throw such a part's server HTML away.
 */
interface MotionStore {
  subscribe: (listener: () => void) => () => void;
  get: () => MotionSnapshot;
  /** The state of the first render: what a part that hydrates later must render first. */
  getInitial: () => MotionSnapshot;
  set: (state: MotionSnapshot) => void;
}

function createMotionStore(initial: MotionSnapshot): MotionStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => current,
    getInitial: () => initial,
    set(next) {
      if (next === current) return;
      current = next;
      listeners.forEach((l) => l());
    },
  };
}

const defaultStore = createMotionStore(defaultState);
const MotionContext = createContext<MotionStore>(defaultStore);

/** Motion settings (SmartBurnProvider's `motion` prop): frozen clock, random source, forced reduced motion. */
export interface MotionProviderProps {
  children: ReactNode;
  /** Freeze the clock at this time (ms or ISO string) and stop every timer-driven decoration. */
  frozenAt?: number | string;
  /** Random source; defaults to Math.random. Pass `createSeededRandom(seed)` for repeatable output. */
  random?: () => number;
  /** Force the reduced-motion preference (stories); default reads the media query. */
  reducedMotion?: boolean;
  /** Initial paused state; default is what the visitor chose earlier in this visit. */
  initialPaused?: boolean;
}

function readStoredPause(): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(PAUSE_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function useReducedMotionQuery(forced: boolean | undefined): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (forced !== undefined || typeof window === 'undefined' || !window.matchMedia) return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setMatches(query.matches);
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [forced]);
  return forced ?? matches;
}

export function MotionProvider({
  children,
  frozenAt,
  random,
  reducedMotion: forcedReduced,
  initialPaused,
}: MotionProviderProps) {
  const reducedMotion = useReducedMotionQuery(forcedReduced);
  // Read sessionStorage after mount, never during render, so server and client markup agree.
  const [paused, setPausedState] = useState(initialPaused ?? false);
  useEffect(() => {
    if (initialPaused === undefined && readStoredPause()) setPausedState(true);
  }, [initialPaused]);
  const setPaused = useCallback((next: boolean) => {
    setPausedState(next);
    try {
      window.sessionStorage.setItem(PAUSE_STORAGE_KEY, next ? '1' : '0');
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts until reload.
    }
  }, []);

  // The provider's draw comes before any decoration's, so a seeded source gives the same seed every run.
  const seed = useMemo(() => drawSeed(random ?? Math.random), [random]);
  const frozen = frozenAt !== undefined;
  const frozenMs = frozen ? new Date(frozenAt).getTime() : 0;
  const value = useMemo<MotionSnapshot>(
    () => ({
      animate: !reducedMotion && !paused && !frozen,
      reducedMotion,
      paused,
      setPaused,
      frozen,
      now: frozen ? () => frozenMs : () => Date.now(),
      random: random ?? Math.random,
      seed,
    }),
    [reducedMotion, paused, setPaused, frozen, frozenMs, random, seed],
  );
  const [store] = useState(() => createMotionStore(value));
  useEffect(() => store.set(value), [store, value]);
  return <MotionContext.Provider value={store}>{children}</MotionContext.Provider>;
}

/** Whether decorations may move now, the clock and random source to use, and the pause switch. */
export function useMotion(): MotionState {
  const store = useContext(MotionContext);
  return useSyncExternalStore(store.subscribe, store.get, store.getInitial);
}

/** The seed each decoration's own random source starts from (useInstanceRandom); not public API. */
export function useMotionSeed(): number {
  const store = useContext(MotionContext);
  return useSyncExternalStore(
    store.subscribe,
    () => store.get().seed,
    () => store.getInitial().seed,
  );
}
