'use client';

import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { activitiesQueryKey } from '../data/queryKeys';
import { useInitialRender } from '../ssr/hydration';
import type { GlitchTextProps } from '../components/Decorations/GlitchText';
import type { StatusWordProps } from '../components/Decorations/StatusWord';
import { FRESHNESS_LINE } from '../components/Freshness/line';
import { StillGlitchText } from '../components/Decorations/StillGlitchText';
import { toastStore } from '../components/Toast/toastStore';
import { TooltipPopupContext, type TooltipPopupSource } from '../components/Tooltip/popupContext';
import { TypewriterLoopContext, createTypewriterLoopSource } from '../components/Typewriter/loopContext';
import { loadableModule, useLoadWhen } from './loadWhen';

/*
 * Every part of the page that loads after its first paint, in one place: each one's chunk and
 * what shows until it has arrived, loaded through useLoadWhen. This module sits above the
 * components it loads; no component imports it. SmartBurnProvider renders the toast region and
 * provides the tooltip popups and the typewriter's loop from here; DashboardPage the
 * decorations, the freshness indicator and its lower part. The trend charts' scrub is loaded by
 * the lower part itself (./trendScrub.tsx), so not a byte of it is in the first view.
 */

const toaster = loadableModule(() => import('../components/Toast/Toast').then((m) => m.Toaster));
const tooltipPopup = loadableModule(() => import('../components/Tooltip/TooltipPopup').then((m) => m.TooltipPopup));
const idleParts = loadableModule(() => import('./idleParts'));
const typewriterLoop = loadableModule(() => import('../components/Typewriter/typewriterLoop'));
/** The page below the grid (how it works, the feed); a server render provides it (src/server/renderPage.tsx). */
export const lowerPartModule = loadableModule(() => import('../pages/DashboardPage/LowerPart'));

const hasToasts = () => toastStore.getSnapshot().length > 0;
/**
 * The toast region (Radix Toast): loaded when the first toast is raised. Until then there is
 * no toast to show or reach, so nothing of it is in the page's load.
 */
export function DeferredToaster() {
  const waiting = useSyncExternalStore(toastStore.subscribe, hasToasts, () => false);
  const Toaster = useLoadWhen(toaster, waiting ? 'now' : false).value;
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

/** Gives every Typewriter below the code of its loop once the page is idle: until then each is still. */
export function DeferredTypewriterLoop({ children }: { children: ReactNode }) {
  const loop = useLoadWhen(typewriterLoop, 'idle').value;
  const [source] = useState(createTypewriterLoopSource);
  useEffect(() => source.set(loop?.loopCss), [source, loop]);
  return <TypewriterLoopContext.Provider value={source}>{children}</TypewriterLoopContext.Provider>;
}

// The decorations carry no data: until their code has loaded the floating phrases and status
// words are absent (they take no layout space of their own) and a glitch value stands still.

export function DeferredFloatingPhrases() {
  const m = useLoadWhen(idleParts, 'idle').value;
  return m ? <m.FloatingPhrases /> : null;
}

export function DeferredGlitchText({ text }: GlitchTextProps) {
  const m = useLoadWhen(idleParts, 'idle').value;
  return m ? <m.GlitchText text={text} /> : <StillGlitchText text={text} />;
}

export function DeferredStatusWord({ randomKey }: Pick<StatusWordProps, 'randomKey'>) {
  const m = useLoadWhen(idleParts, 'idle').value;
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
  const m = useLoadWhen(idleParts, 'idle').value;
  return m ? <m.LiveFreshness /> : <p css={freshnessPlaceholder} aria-hidden="true" />;
}

type LowerPartModule = typeof import('../pages/DashboardPage/LowerPart');
// A server without the part at hand (Next.js, say) waits for its chunk, as a streamed page can.
const LowerPartOnTheServer = lazy(() => lowerPartModule.load().then((m) => ({ default: m.LowerPart })));

/** The lower part's component: itself where its code is at hand, else one that resolves once `loaded` is called. */
function lowerPartWhenLoaded() {
  const atHand = lowerPartModule.peek();
  if (atHand) return { Part: atHand.LowerPart, loaded: () => {} };
  let loaded: (m: LowerPartModule) => void = () => {};
  const promise = new Promise<LowerPartModule>((resolve) => (loaded = resolve));
  const Part =
    typeof window === 'undefined' ? LowerPartOnTheServer : lazy(() => promise.then((m) => ({ default: m.LowerPart })));
  return { Part, loaded };
}

/** True once the feed's data has been refreshed (a poll answered) after this mounted. */
function useFeedRefreshed(): boolean {
  const client = useQueryClient();
  const [refreshed, setRefreshed] = useState(false);
  useEffect(() => {
    if (refreshed) return;
    return client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[0] === activitiesQueryKey[0]) setRefreshed(true);
    });
  }, [client, refreshed]);
  return refreshed;
}

/**
 * The page's lower part (how it works, the feed), a chunk of its own, in an element of
 * `className`. Hydrating a server render's data, its HTML stays as it is until it comes within a viewport's
 * height of the screen or the feed's data is refreshed (its HTML would then be out of date);
 * then its code loads and it hydrates. Nothing when its code could not be loaded.
 */
export function DeferredLowerPart({ className }: { className?: string }) {
  const feedRefreshed = useFeedRefreshed();
  // Only a page that hydrates a server render's data has HTML to keep; any other renders it now.
  const fromServer = useInitialRender().renderedAt !== undefined;
  const { value, trigger } = useLoadWhen(lowerPartModule, fromServer && !feedRefreshed ? 'visible' : 'now');
  const [part] = useState(lowerPartWhenLoaded);
  useEffect(() => {
    if (value) part.loaded(value);
  }, [part, value]);
  // One element for good: a new one would make React drop the server's HTML of a boundary that
  // waits to hydrate; its lazy part resolving lets React hydrate it instead.
  const [boundary] = useState(() => (
    <Suspense>
      <part.Part />
    </Suspense>
  ));
  return (
    <div ref={trigger.ref} className={className}>
      {boundary}
    </div>
  );
}

/**
 * Loads every deferred part now (the toast region, tooltip popups, decorations, the typewriter's
 * loop, the page's lower part): for places that must render everything from the first frame,
 * such as Storybook and screenshot tests.
 */
export function preloadDeferred(): Promise<void> {
  return Promise.all([
    toaster.load(),
    tooltipPopup.load(),
    idleParts.load(),
    typewriterLoop.load(),
    lowerPartModule.load(),
  ]).then(() => undefined);
}
