export { Toaster } from './Toast';
export { toast, useToast } from './toastApi';
export { createToastStore, toastStore } from './toastStore';
export type { ToastInput, ToastEntry, ToastVariant, ToastStore } from './toastStore';
