import { useSyncExternalStore } from 'react';

/**
 * The page's view of the wallet, kept outside React so that the shell (navbar button,
 * session, dialogs) works before the wallet code has loaded. The lazily loaded
 * wallet runtime publishes its state here and registers the actions it can perform.
 */
export type WalletButtonState = 'no-wallet' | 'has-wallet' | 'connecting' | 'connected' | 'disconnecting';
export type WalletRuntimeStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface WalletSnapshot {
  runtime: WalletRuntimeStatus;
  state: WalletButtonState;
  walletName: string | null;
  walletIcon: string | null;
  /** Base58 address of the connected account. */
  address: string | null;
  canSignMessage: boolean;
  canSignTransaction: boolean;
}

export interface WalletActions {
  openModal(): void;
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  /** Signs a base64 wire transaction (legacy or version 0); returns the signed one as base64. */
  signTransaction(transactionBase64: string): Promise<string>;
}

/** Key under which the wallet runtime remembers the chosen wallet (JSON string), as the spec names it. */
export const WALLET_NAME_KEY = 'walletName';

export function readRememberedWalletName(): string | null {
  try {
    const raw = localStorage.getItem(WALLET_NAME_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
const remembered = readRememberedWalletName();

let snapshot: WalletSnapshot = {
  runtime: 'idle',
  state: remembered ? 'has-wallet' : 'no-wallet',
  walletName: remembered,
  walletIcon: null,
  address: null,
  canSignMessage: false,
  canSignTransaction: false,
};
let actions: WalletActions | null = null;
let waiters: Array<(value: WalletActions) => void> = [];
/** The player clicked Connect before the wallet code had loaded. */
let connectOnLoad = false;

function emit(): void {
  for (const listener of listeners) listener();
}

export function getWalletSnapshot(): WalletSnapshot {
  return snapshot;
}

export function publishWalletSnapshot(next: Partial<WalletSnapshot>): void {
  const merged = { ...snapshot, ...next };
  const changed = (Object.keys(merged) as Array<keyof WalletSnapshot>).some(
    (key) => merged[key] !== snapshot[key],
  );
  if (!changed) return;
  snapshot = merged;
  emit();
}

export function registerWalletActions(next: WalletActions | null): void {
  actions = next;
  if (next) {
    // The runtime that serves them has read the pending Connect click.
    connectOnLoad = false;
    const pending = waiters;
    waiters = [];
    for (const resolve of pending) resolve(next);
  }
}

/** Resolves with the runtime's actions once it has loaded (asks it to load if needed). */
export function whenWalletActions(): Promise<WalletActions> {
  if (actions) return Promise.resolve(actions);
  if (snapshot.runtime === 'idle' || snapshot.runtime === 'failed')
    publishWalletSnapshot({ runtime: 'loading' });
  return new Promise((resolve) => waiters.push(resolve));
}

/**
 * A returning visitor's Connect click that arrives before the wallet code: the button reads
 * Connecting at once, and the remembered wallet connects as soon as the runtime is there
 * (one click, not two).
 */
export function requestConnectOnLoad(): void {
  connectOnLoad = true;
  publishWalletSnapshot({ state: 'connecting' });
}

/** Whether a Connect click is waiting for the runtime (asked by the runtime as it mounts). */
export function isConnectOnLoadRequested(): boolean {
  return connectOnLoad;
}

/** Starts loading the wallet runtime without waiting for it. */
export function requestWalletRuntime(): void {
  if (snapshot.runtime === 'idle') publishWalletSnapshot({ runtime: 'loading' });
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the prerendered page shows and hydrates with: no wallet chosen, nothing loaded. */
const LOGGED_OUT_SNAPSHOT: WalletSnapshot = {
  runtime: 'idle',
  state: 'no-wallet',
  walletName: null,
  walletIcon: null,
  address: null,
  canSignMessage: false,
  canSignTransaction: false,
};

/**
 * The wallet as the page shows it. The prerendered documents show it logged out, so the
 * hydrating render does too and the remembered wallet (Connect) follows at once
 * (docs/architecture.md §6.5).
 */
export function useWalletState(): WalletSnapshot {
  return useSyncExternalStore(subscribe, getWalletSnapshot, () => LOGGED_OUT_SNAPSHOT);
}
