import { useSyncExternalStore, type ReactNode } from 'react';
import type { GlitchTextProps } from '../components/Decorations/GlitchText';
import { StillGlitchText } from '../components/Decorations/StillGlitchText';
import { toastStore } from '../components/Toast/toastStore';
import { TooltipPopupContext } from '../components/Tooltip/popupContext';
import { deferredModule, useDeferredModule } from './deferred';

/*
 * Every part of the page that loads after its first paint, in one place: each one's chunk and
 * what shows until it has arrived. This module sits above the components it loads; no
 * component imports it. SmartBurnProvider renders the toast region and provides the tooltip
 * popups from here, DashboardPage the decorations.
 */

const toaster = deferredModule(() => import('../components/Toast/Toast').then((m) => m.Toaster));
const tooltipPopup = deferredModule(() => import('../components/Tooltip/TooltipPopup').then((m) => m.TooltipPopup));
const decorations = deferredModule(() => import('../components/Decorations/decorations'));

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

/**
 * Loads every deferred part now (the toast region, tooltip popups, decorations): for places
 * that must render everything from the first frame, such as Storybook and screenshot tests.
 */
export function preloadDeferred(): Promise<void> {
  return Promise.all([toaster.load(), tooltipPopup.load(), decorations.load()]).then(() => undefined);
}
