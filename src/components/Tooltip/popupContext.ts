'use client';

import { createContext, useContext, useSyncExternalStore, type ComponentType } from 'react';
import type { TooltipPopupProps } from './types';

/**
 * The tooltip popup once its code is here, and how a trigger asks for that code. A store whose
 * identity never changes (so its context never changes value: see src/motion/MotionProvider.tsx).
 */
export interface TooltipPopupSource {
  subscribe: (listener: () => void) => () => void;
  /** The popup (Radix Tooltip and its positioning code), once loaded. */
  getPopup: () => ComponentType<TooltipPopupProps> | undefined;
  /** Starts loading the popup's code: a trigger calls it when the pointer or the focus reaches it. */
  request: () => void;
}

const noPopup = () => undefined;

/**
 * The tooltip popup is not part of the first view: the module that loads parts after the first
 * paint (src/deferred/parts.tsx, through SmartBurnProvider) loads it when a trigger first asks
 * (pointer over it, or keyboard focus), and provides it. Until then, and without that
 * provider, a Tooltip renders its trigger alone.
 */
export const TooltipPopupContext = createContext<TooltipPopupSource>({
  subscribe: () => () => {},
  getPopup: noPopup,
  request: () => {},
});

/** The popup from the nearest source; while hydrating, none (as on the server), then the loaded one. */
export function useTooltipPopup(): { Popup: ComponentType<TooltipPopupProps> | undefined; request: () => void } {
  const source = useContext(TooltipPopupContext);
  const Popup = useSyncExternalStore(source.subscribe, source.getPopup, noPopup);
  return { Popup, request: source.request };
}
