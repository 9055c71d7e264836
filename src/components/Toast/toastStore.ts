import {
  TOAST_DESCRIPTION_MAX_CHARS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_TITLE_MAX_CHARS,
} from '../../constants';
import { truncateText } from '../../format/text';

/** A toast's look: default, or destructive for failures. */
export type ToastVariant = 'default' | 'destructive';

/** What `toast()` takes: a title, an optional description and variant. */
export interface ToastInput {
  /** The headline, read out first; cut at 120 characters and clamped to 2 lines (docs/requirements.md §5.6). */
  title: string;
  /** More detail under the title; cut at 400 characters and clamped to 4 lines. */
  description?: string;
  /** `default` (news, such as a new burn) or `destructive` (a failure); default `default`. */
  variant?: ToastVariant;
}

/** A toast as useToast lists it. */
export interface ToastEntry extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: string;
  description?: string;
  open: boolean;
}

type Listener = () => void;

/**
 * A small toast store (module level, like the shadcn/ui pattern): at most TOAST_LIMIT
 * toasts are kept, so a new one replaces the old; a dismissed toast is removed
 * TOAST_REMOVE_DELAY_MS after dismissal (docs/requirements.md §7.1).
 */
export function createToastStore() {
  let toasts: ToastEntry[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = (next: ToastEntry[]) => {
    toasts = next;
    listeners.forEach((l) => l());
  };

  const scheduleRemoval = (id: string) => {
    if (removals.has(id)) return;
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        emit(toasts.filter((t) => t.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  };

  const dismiss = (id?: string) => {
    const targets = toasts.filter((t) => (id === undefined || t.id === id) && t.open);
    if (targets.length === 0) return;
    targets.forEach((t) => scheduleRemoval(t.id));
    emit(toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)));
  };

  const toast = ({ title, description, variant = 'default' }: ToastInput) => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = `toast-${counter}`;
    // Toasts often carry API text: cut it so one can never cover the screen or read for minutes.
    const entry: ToastEntry = {
      id,
      title: truncateText(title, TOAST_TITLE_MAX_CHARS),
      description: description === undefined ? undefined : truncateText(description, TOAST_DESCRIPTION_MAX_CHARS),
      variant,
      open: true,
    };
    emit([entry, ...toasts].slice(0, TOAST_LIMIT));
    return { id, dismiss: () => dismiss(id) };
  };

  return {
    toast,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Tests and stories: forget every toast and pending removal. */
    reset() {
      removals.forEach((t) => clearTimeout(t));
      removals.clear();
      emit([]);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The page-wide store behind `toast()`, `useToast()` and `<Toaster />`. */
export const toastStore = createToastStore();
