'use client';

import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { Component, lazy, useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { activitiesQueryKey } from '../data/queryKeys';
import { useHydrating } from '../ssr/hydration';
import { TOAST_HOTKEY } from '../constants';
import type { GlitchTextProps } from '../components/Decorations/GlitchText';
import type { StatusWordProps } from '../components/Decorations/StatusWord';
import { FRESHNESS_LINE } from '../components/Freshness/line';
import { StillGlitchText } from '../components/Decorations/StillGlitchText';
import { toastStore } from '../components/Toast/toastStore';
import { TooltipPopupContext, type TooltipPopupSource } from '../components/Tooltip/popupContext';
import { deferredModule, useDeferredModule } from './deferred';

/*
 * Every part of the page that loads after its first paint, in one place: each one's chunk and
 * what shows until it has arrived. This module sits above the components it loads; no
 * component imports it. SmartBurnProvider renders the toast region and provides the tooltip
 * popups from here; DashboardPage the decorations, the freshness indicator and its lower part.
 */

const toaster = deferredModule(() => import('../components/Toast/Toast').then((m) => m.Toaster));
const tooltipPopup = deferredModule(() => import('../components/Tooltip/TooltipPopup').then((m) => m.TooltipPopup));
const idleParts = deferredModule(() => import('./idleParts'));
/** The page below the grid (how it works, the feed); a server render provides it (src/server/renderPage.tsx). */
export const lowerPartModule = deferredModule(() => import('../pages/DashboardPage/LowerPart'));

const hasToasts = () => toastStore.getSnapshot().length > 0;
const isToastHotkey = (event: KeyboardEvent) =>
  TOAST_HOTKEY.every((key) => event.code === key || event[key as keyof KeyboardEvent] === true);

/**
 * The toast region (Radix Toast, 8 KB gzip): loaded when the first toast is raised, or when the
 * visitor presses the region's hotkey (F8), which it then handles as if it had been there.
 * Until then the page has no toast to show, so nothing of it is in the page's load.
 */
export function DeferredToaster() {
  const waiting = useSyncExternalStore(toastStore.subscribe, hasToasts, () => false);
  const [hotkeyPressed, setHotkeyPressed] = useState(false);
  useEffect(() => {
    if (hotkeyPressed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isToastHotkey(event)) setHotkeyPressed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkeyPressed]);
  const Toaster = useDeferredModule(toaster, { eager: waiting || hotkeyPressed, onDemand: true });
  useEffect(() => {
    // The region's own listener is there now (a child's effects run first): press the key again for it.
    if (Toaster && hotkeyPressed) {
      const [code] = TOAST_HOTKEY;
      document.dispatchEvent(new KeyboardEvent('keydown', { code, key: code, bubbles: true }));
    }
  }, [Toaster, hotkeyPressed]);
  return Toaster ? <Toaster /> : null;
}

/**
 * Gives every Tooltip below its popup once a trigger has asked for it and its code has loaded.
 * The page-wide source is one store (src/components/Tooltip/popupContext.ts): loading the popup
 * re-renders the tooltips, nothing else.
 */
export function DeferredTooltips({ children }: { children: ReactNode }) {
  const [source] = useState(createTooltipPopupSource);
  return <TooltipPopupContext.Provider value={source}>{children}</TooltipPopupContext.Provider>;
}

function createTooltipPopupSource(): TooltipPopupSource {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getPopup: tooltipPopup.peek,
    request() {
      if (tooltipPopup.peek()) return;
      tooltipPopup.load().then(
        () => listeners.forEach((l) => l()),
        () => {
          // The chunk did not load (offline, a deploy in between): triggers work without popups.
        },
      );
    },
  };
}

// The decorations carry no data: until their code has loaded the floating phrases and status
// words are absent (they take no layout space of their own) and a glitch value stands still.

export function DeferredFloatingPhrases() {
  const m = useDeferredModule(idleParts);
  return m ? <m.FloatingPhrases /> : null;
}

export function DeferredGlitchText({ text }: GlitchTextProps) {
  const m = useDeferredModule(idleParts);
  return m ? <m.GlitchText text={text} /> : <StillGlitchText text={text} />;
}

export function DeferredStatusWord({ randomKey }: Pick<StatusWordProps, 'randomKey'>) {
  const m = useDeferredModule(idleParts);
  return m ? <m.StatusWord randomKey={randomKey} /> : null;
}

const freshnessPlaceholder = css(FRESHNESS_LINE);

/**
 * The freshness indicator: its code loads when the page is idle (it must not grow the
 * JavaScript the first view waits for). Until then an empty line of the same height holds its
 * place, so nothing moves when it appears, and the server's HTML and the hydrating render
 * agree (a clock ticking each second never does).
 */
export function DeferredLiveFreshness() {
  const m = useDeferredModule(idleParts);
  return m ? <m.LiveFreshness /> : <p css={freshnessPlaceholder} aria-hidden="true" />;
}

type LoadedLowerPart = { default: (typeof import('../pages/DashboardPage/LowerPart'))['LowerPart'] };

/**
 * The lower part for React.lazy. Once its code is here, a thenable that calls back at once, so
 * React renders it in the same pass (on a server, and in a browser that has loaded it) rather
 * than suspending first; React.lazy reads such a thenable synchronously.
 */
function loadLowerPart(): Promise<LoadedLowerPart> {
  const loaded = lowerPartModule.peek();
  if (!loaded) return lowerPartModule.load().then((m) => ({ default: m.LowerPart }));
  const now = { then: (resolve: (value: LoadedLowerPart) => void) => resolve({ default: loaded.LowerPart }) };
  return now as unknown as Promise<LoadedLowerPart>;
}

/**
 * When the page hydrates the server's lower part (how it works, the feed: below the first view
 * on a phone), it is wanted only once it nears the viewport or its data is refreshed; until
 * then its server HTML stays as it is, and its code neither loads nor runs.
 */
let wantLowerPart: () => void = () => {};
const lowerPartWanted = new Promise<void>((resolve) => (wantLowerPart = resolve));

const LazyLowerPart = lazy(loadLowerPart);
const LazyLowerPartWhenWanted = lazy(() => lowerPartWanted.then(loadLowerPart));

/**
 * The lower part's chunk: at once in a client render, and where its code is at hand (a server
 * provides it: src/server/renderPage.tsx); hydrating without it, once wanted.
 */
function LowerPartChunk() {
  const hydrating = useHydrating();
  // Only a browser defers: a server (Next.js, say) without the part at hand must wait for its
  // chunk, or its streamed page would never end.
  const [whenWanted] = useState(() => hydrating && typeof window !== 'undefined' && !lowerPartModule.peek());
  return whenWanted ? <LazyLowerPartWhenWanted /> : <LazyLowerPart />;
}

/**
 * The page's lower part, a chunk of its own: the script that starts the page is smaller, and
 * hydrating server markup leaves that part to later. Nothing when its code could not be loaded
 * (offline, a deploy in between): the rest of the page keeps working. Put it inside a Suspense
 * boundary whose element never changes (a new element would make React hydrate it at once, or
 * drop its server HTML), inside the element that `useLowerPartTrigger` watches.
 */
export class DeferredLowerPart extends Component<{ children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : <LowerPartChunk />;
  }
}

/**
 * The element that holds the lower part: marks it wanted when it comes within a viewport's
 * height of the screen, when the feed's data is refreshed (a poll answered) or when the
 * visitor moves the keyboard focus (a keyboard user may tab into it). In a client render the
 * lower part loads at once anyway.
 */
export function useLowerPartTrigger(): (element: HTMLElement | null) => void {
  const client = useQueryClient();
  useEffect(() => {
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[0] === activitiesQueryKey[0]) wantLowerPart();
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') wantLowerPart();
    };
    document.addEventListener('keydown', onKeyDown);
    lowerPartWanted.then(() => {
      unsubscribe();
      document.removeEventListener('keydown', onKeyDown);
    });
    return () => {
      unsubscribe();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [client]);
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return wantLowerPart();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          wantLowerPart();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    lowerPartWanted.then(() => observer.disconnect());
  }, []);
}

/**
 * Loads every deferred part now (the toast region, tooltip popups, decorations, the freshness
 * indicator, the page's lower part): for places that must render everything from the first
 * frame, such as Storybook and screenshot tests.
 */
export function preloadDeferred(): Promise<void> {
  wantLowerPart();
  return Promise.all([toaster.load(), tooltipPopup.load(), idleParts.load(), lowerPartModule.load()]).then(
    () => undefined,
  );
}
