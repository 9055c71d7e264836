'use client';

import { useSyncExternalStore } from 'react';
import { deferredModule, useDeferredModule } from '../../deferred/deferred';
import { toastStore } from './toastStore';

export const toasterModule = deferredModule(() => import('./Toast').then((m) => m.Toaster));
const hasToasts = () => toastStore.getSnapshot().length > 0;

/**
 * The Toaster, loaded after the first paint: the toast region is not part of the first view.
 * A toast raised before then loads it at once and shows as soon as it has arrived.
 */
export function DeferredToaster() {
  const waiting = useSyncExternalStore(toastStore.subscribe, hasToasts, () => false);
  const Toaster = useDeferredModule(toasterModule, { eager: waiting });
  return Toaster ? <Toaster /> : null;
}
