'use client';

import { Component, lazy, type ReactNode } from 'react';
import { deferredModule } from '../../deferred/deferred';

/**
 * The page below the grid (how it works, the feed) is code of its own: the script that starts
 * the page is smaller, and hydrating server markup leaves that part to a later task (issue 13).
 * A server render has it from the start (src/server/renderPage.tsx gives it); a browser starts
 * loading it when the page mounts (DashboardPage).
 */
export const lowerPartModule = deferredModule(() => import('./LowerPart'));

type Loaded = { default: (typeof import('./LowerPart'))['LowerPart'] };

/**
 * The lower part for React.lazy. Once its code is here, a thenable that calls back at once, so
 * React renders it in the same pass (on a server, and in a browser that has loaded it) rather
 * than suspending first; React.lazy reads such a thenable synchronously.
 */
function loadLowerPart(): Promise<Loaded> {
  const loaded = lowerPartModule.peek();
  if (!loaded) return lowerPartModule.load().then((m) => ({ default: m.LowerPart }));
  const now = { then: (resolve: (value: Loaded) => void) => resolve({ default: loaded.LowerPart }) };
  return now as unknown as Promise<Loaded>;
}

const LazyLowerPart = lazy(loadLowerPart);

/**
 * The lower part, or nothing when its code could not be loaded (offline, a deploy in between):
 * the rest of the page keeps working.
 */
export class LowerPartOrNothing extends Component<{ children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : <LazyLowerPart />;
  }
}
