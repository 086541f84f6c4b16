import { useSyncExternalStore } from 'react';

/**
 * The operator's ADMIN_TOKEN: kept for the tab only (sessionStorage, never localStorage nor a
 * cookie) and sent as `Authorization: Bearer` to GET /admin/overview. Beside it, in memory, why
 * it was last forgotten, so the token form can say so.
 */
const STORAGE_KEY = 'wos.adminToken';

/** Why the console asks for the token again. */
export type TokenNotice = 'refused' | 'disabled' | 'forgotten';

export interface AdminTokenState {
  token: string | null;
  notice: TokenNotice | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // No storage (blocked, or not a browser): no token.
    return null;
  }
}

let state: AdminTokenState = { token: null, notice: null };
let loaded = false;

function current(): AdminTokenState {
  if (!loaded) {
    loaded = true;
    const token = readStored();
    if (token) state = { token, notice: null };
  }
  return state;
}

function set(next: AdminTokenState): void {
  state = next;
  loaded = true;
  for (const listener of listeners) listener();
}

export function saveAdminToken(token: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, token);
  } catch {
    // Storage blocked: the token still lives in memory for this page.
  }
  set({ token, notice: null });
}

/** Forgets the token, saying why (a refused token, a server without a console, or the operator). */
export function clearAdminToken(notice: TokenNotice): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  set({ token: null, notice });
}

const SERVER_STATE: AdminTokenState = { token: null, notice: null };

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The token and the last notice; none while prerendered and hydrating (docs/architecture.md §6.5). */
export function useAdminToken(): AdminTokenState {
  return useSyncExternalStore(subscribe, current, () => SERVER_STATE);
}
