import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it closes by itself. */
  duration: number;
}

/** Spec: toasts auto-close after 5 s (3 s in the local marketplace). */
export const TOAST_DURATION_MS = 5000;
/**
 * docs/spec/001-game.md §9 'local marketplace toasts 3000 ms': the toasts of item actions (use,
 * equip, unequip) and listing actions (list, reprice, cancel, sell, buy).
 */
export const ITEM_TOAST_DURATION_MS = 3000;
const MAX_VISIBLE = 5;

type Listener = () => void;
const listeners = new Set<Listener>();
let toasts: readonly Toast[] = [];
let nextId = 1;

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  const next = toasts.filter((toast) => toast.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

function push(kind: ToastKind, message: string, duration = TOAST_DURATION_MS): number {
  // The same message already showing is not repeated.
  const existing = toasts.find((toast) => toast.kind === kind && toast.message === message);
  if (existing) return existing.id;
  const id = nextId++;
  toasts = [...toasts, { id, kind, message, duration }].slice(-MAX_VISIBLE);
  emit();
  return id;
}

export type Toasts = Record<ToastKind, (message: string, duration?: number) => number>;

/** Toasts that close after `duration` ms unless a call says otherwise. */
export function toastsLasting(duration: number): Toasts {
  return {
    success: (message, ms = duration) => push('success', message, ms),
    error: (message, ms = duration) => push('error', message, ms),
    info: (message, ms = duration) => push('info', message, ms),
    warning: (message, ms = duration) => push('warning', message, ms),
  };
}

export const toast: Toasts = toastsLasting(TOAST_DURATION_MS);

/** The item and listing actions' toasts: 3000 ms. */
export const itemToast: Toasts = toastsLasting(ITEM_TOAST_DURATION_MS);

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NO_TOASTS: readonly Toast[] = [];

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}
