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

export const toast = {
  success: (message: string, duration?: number) => push('success', message, duration),
  error: (message: string, duration?: number) => push('error', message, duration),
  info: (message: string, duration?: number) => push('info', message, duration),
  warning: (message: string, duration?: number) => push('warning', message, duration),
};

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
