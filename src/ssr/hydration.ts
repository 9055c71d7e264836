'use client';

import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What the server's first render used and the browser's first render must use too, so the
 * markup matches (docs/requirements.md §9.3): the clock reading for relative times and the locale.
 */
export interface InitialRender {
  /** The server's render time, ms since the epoch. */
  renderedAt?: number;
  /** The locale the server formatted numbers and times in. */
  locale?: string;
}

export const InitialRenderContext = createContext<InitialRender>({});

export function useInitialRender(): InitialRender {
  return useContext(InitialRenderContext);
}

const subscribeToNothing = () => () => {};
const onTheClient = () => false;
const onTheServer = () => true;

/**
 * True while React renders on the server or hydrates server markup (also inside a Suspense
 * boundary that hydrates later), false in a client render. React re-renders a component that
 * read `true` once its hydration is done.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribeToNothing, onTheClient, onTheServer);
}

/**
 * `client` in a client render, `server` on the server and while hydrating. When the two
 * differ, React re-renders with `client` once the component has hydrated; when they are
 * equal, nothing re-renders. Both must return stable values (strings, numbers, modules).
 */
export function useServerValue<T>(client: () => T, server: () => T): T {
  return useSyncExternalStore(subscribeToNothing, client, server);
}
