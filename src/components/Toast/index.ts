export { Toaster, toast, useToast } from './Toast';
export { createToastStore, toastStore } from './toastStore';
export type { ToastInput, ToastEntry, ToastVariant, ToastStore } from './toastStore';
