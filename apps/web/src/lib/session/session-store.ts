import type { Session } from '@wos/shared';
import { useSyncExternalStore } from 'react';

/** The sign-in session lives for the tab: sessionStorage, sent as `Authorization: Bearer`. */
const STORAGE_KEY = 'wos.session';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): Session | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'token' in value &&
      'walletAddress' in value &&
      'expiresAt' in value &&
      typeof value.token === 'string' &&
      typeof value.walletAddress === 'string' &&
      typeof value.expiresAt === 'string'
    ) {
      return { token: value.token, walletAddress: value.walletAddress, expiresAt: value.expiresAt };
    }
  } catch {
    // Unreadable storage: no session.
  }
  return null;
}

let current: Session | null = read();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (current && Date.parse(current.expiresAt) <= Date.now()) clearSession();
  return current;
}

export function getSessionToken(): string | null {
  return getSession()?.token ?? null;
}

export function saveSession(session: Session): void {
  current = session;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the session still lives in memory for this page.
  }
  emit();
}

export function clearSession(): void {
  if (current === null && sessionStorage.getItem(STORAGE_KEY) === null) return;
  current = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to do.
  }
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  // Prerendered and hydrating: signed out (docs/architecture.md §6.5).
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
