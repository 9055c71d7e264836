'use client';

import { createContext, type ComponentType } from 'react';
import type { TooltipPopupProps } from './types';

/**
 * The tooltip popup (Radix Tooltip and its positioning code), once it has loaded: it is not
 * part of the first view, so the module that loads parts after the first paint
 * (src/deferred/parts.tsx, through SmartBurnProvider) provides it. Until then, and without that
 * provider, a Tooltip renders its trigger alone.
 */
export const TooltipPopupContext = createContext<ComponentType<TooltipPopupProps> | undefined>(undefined);
