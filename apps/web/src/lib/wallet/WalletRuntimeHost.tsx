import { type ComponentType, useEffect, useState } from 'react';
import { getSession } from '../session/session-store.ts';
import { toast } from '../toast/toast-store.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { loadWalletRuntime } from './load-wallet-runtime.ts';
import {
  publishWalletSnapshot,
  readRememberedWalletName,
  requestWalletRuntime,
  useWalletState,
} from './wallet-store.ts';

const LOAD_FAILED = 'Failed to load the wallet. Please try again.';

function failed(error: unknown): void {
  console.error(error);
  // Without the runtime nothing is connecting or connected: the button offers to try again.
  publishWalletSnapshot({
    runtime: 'failed',
    state: readRememberedWalletName() ? 'has-wallet' : 'no-wallet',
    address: null,
  });
  toast.error(LOAD_FAILED);
}

/**
 * Mounts the wallet runtime (the Wallet Standard connection, the wallet modal, the Dev Wallet)
 * once something asks for it. A tab that already holds a session and a chosen wallet
 * loads it at once to reconnect; a new visitor loads it on the first wallet click.
 */
export function WalletRuntimeHost() {
  const { runtime } = useWalletState();
  const [Runtime, setRuntime] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (getSession() && readRememberedWalletName()) requestWalletRuntime();
  }, []);

  useEffect(() => {
    if (runtime !== 'loading' || Runtime) return;
    let cancelled = false;
    loadWalletRuntime().then(
      (component) => {
        if (!cancelled) setRuntime(() => component);
      },
      (error: unknown) => {
        if (!cancelled) failed(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [runtime, Runtime]);

  if (!Runtime) return null;
  return (
    <ErrorBoundary fallback={null} onError={failed}>
      <Runtime />
    </ErrorBoundary>
  );
}
