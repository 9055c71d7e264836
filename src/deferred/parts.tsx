'use client';

import { css } from '@emotion/react';
import { Component, lazy, useSyncExternalStore, type ReactNode } from 'react';
import type { GlitchTextProps } from '../components/Decorations/GlitchText';
import { FRESHNESS_LINE } from '../components/Freshness/line';
import { StillGlitchText } from '../components/Decorations/StillGlitchText';
import { toastStore } from '../components/Toast/toastStore';
import { TooltipPopupContext } from '../components/Tooltip/popupContext';
import { deferredModule, useDeferredModule } from './deferred';

/*
 * Every part of the page that loads after its first paint, in one place: each one's chunk and
 * what shows until it has arrived. This module sits above the components it loads; no
 * component imports it. SmartBurnProvider renders the toast region and provides the tooltip
 * popups from here; DashboardPage the decorations, the freshness indicator and its lower part.
 */

const toaster = deferredModule(() => import('../components/Toast/Toast').then((m) => m.Toaster));
const tooltipPopup = deferredModule(() => import('../components/Tooltip/TooltipPopup').then((m) => m.TooltipPopup));
const decorations = deferredModule(() => import('../components/Decorations/decorations'));
const freshness = deferredModule(() => import('../components/Freshness/LiveFreshness'));
/** The page below the grid (how it works, the feed); a server render provides it (src/server/renderPage.tsx). */
export const lowerPartModule = deferredModule(() => import('../pages/DashboardPage/LowerPart'));

const hasToasts = () => toastStore.getSnapshot().length > 0;

/**
 * The toast region: not part of the first view. A toast raised before it has loaded loads it
 * at once and shows as soon as it has arrived.
 */
export function DeferredToaster() {
  const waiting = useSyncExternalStore(toastStore.subscribe, hasToasts, () => false);
  const Toaster = useDeferredModule(toaster, { eager: waiting });
  return Toaster ? <Toaster /> : null;
}

/** Gives every Tooltip below its popup once the popup's code has loaded; until then, triggers alone. */
export function DeferredTooltips({ children }: { children: ReactNode }) {
  const Popup = useDeferredModule(tooltipPopup);
  return <TooltipPopupContext.Provider value={Popup}>{children}</TooltipPopupContext.Provider>;
}

// The decorations carry no data: until their code has loaded the floating phrases and status
// words are absent (they take no layout space of their own) and a glitch value stands still.

export function DeferredFloatingPhrases() {
  const m = useDeferredModule(decorations);
  return m ? <m.FloatingPhrases /> : null;
}

export function DeferredGlitchText({ text }: GlitchTextProps) {
  const m = useDeferredModule(decorations);
  return m ? <m.GlitchText text={text} /> : <StillGlitchText text={text} />;
}

export function DeferredStatusWord() {
  const m = useDeferredModule(decorations);
  return m ? <m.StatusWord /> : null;
}

const freshnessPlaceholder = css(FRESHNESS_LINE);

/**
 * The freshness indicator: its code loads when the page is idle (it must not grow the
 * JavaScript the first view waits for). Until then an empty line of the same height holds its
 * place, so nothing moves when it appears, and the server's HTML and the hydrating render
 * agree (a clock ticking each second never does).
 */
export function DeferredLiveFreshness() {
  const m = useDeferredModule(freshness);
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

const LazyLowerPart = lazy(loadLowerPart);

/**
 * The page's lower part, a chunk of its own: the script that starts the page is smaller, and
 * hydrating server markup leaves that part to a later task. Nothing when its code could not be
 * loaded (offline, a deploy in between): the rest of the page keeps working. Starts loading when
 * the page mounts (DashboardPage); put it inside a Suspense boundary.
 */
export class DeferredLowerPart extends Component<{ children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : <LazyLowerPart />;
  }
}

/**
 * Loads every deferred part now (the toast region, tooltip popups, decorations, the freshness
 * indicator, the page's lower part): for places that must render everything from the first
 * frame, such as Storybook and screenshot tests.
 */
export function preloadDeferred(): Promise<void> {
  return Promise.all([
    toaster.load(),
    tooltipPopup.load(),
    decorations.load(),
    freshness.load(),
    lowerPartModule.load(),
  ]).then(() => undefined);
}
