import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  /**
   * How screen readers hear it (Radix Toast's type): 'foreground' (the default) is assertive, for what answers the
   * learner's own action; 'background' is polite, for news that comes by itself (an achievement unlocked).
   */
  type?: 'foreground' | 'background';
  /** Classes for this toast's box, after the defaults (a toast that needs its own place on a small screen). */
  className?: string;
};
export type ToastItem = ToastInput & { id: string; open: boolean; createdAt: number };

// One toast at a time (spec 000 section 9): a new toast replaces the one showing.
const TOAST_LIMIT = 1;
const REMOVE_DELAY = 1000;

let toasts: ToastItem[] = [];
let count = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function set(next: ToastItem[]) {
  toasts = next;
  emit();
}

export function dismiss(id?: string) {
  set(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => set(toasts.filter((t) => t.open || (id !== undefined && t.id !== id))), REMOVE_DELAY);
}

/**
 * A toast belongs to the page that showed it: a navigation closes it, unless it was shown just before the
 * navigation to announce it ('Login successful!' then the dashboard), which is younger than `ms`.
 */
export function dismissOlderThan(ms: number, now = Date.now()) {
  const stale = toasts.filter((t) => t.open && now - t.createdAt > ms);
  for (const t of stale) dismiss(t.id);
}

export function toast(input: ToastInput) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  set([{ ...input, id, open: true, createdAt: Date.now() }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

export function useToasts() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
  );
}

/**
 * A toast that says what is wrong with a form: shown by the function this returns, it closes as soon as its cause is
 * fixed (`fixed` turns true: the form is valid) or the form goes (the page changes), whichever comes first. A new one
 * replaces the one showing.
 */
export function useFormToast(fixed: boolean) {
  const shown = useRef<{ dismiss: () => void } | null>(null);
  useEffect(() => {
    if (!fixed) return;
    shown.current?.dismiss();
    shown.current = null;
  }, [fixed]);
  useEffect(
    () => () => {
      shown.current?.dismiss();
      shown.current = null;
    },
    [],
  );
  return useCallback((input: ToastInput) => {
    shown.current?.dismiss();
    shown.current = toast(input);
  }, []);
}
