'use client';

import { useSyncExternalStore } from 'react';
import { toastStore, type ToastEntry, type ToastInput } from './toastStore';

const EMPTY: ToastEntry[] = [];

/** Raise a toast from anywhere (a default one or a destructive one). */
export function toast(input: ToastInput) {
  return toastStore.toast(input);
}

/** The current toasts and the functions to raise and dismiss them. */
export function useToast() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => EMPTY);
  return { toasts, toast: toastStore.toast, dismiss: toastStore.dismiss };
}
