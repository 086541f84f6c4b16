import type { Adapter } from '@solana/wallet-adapter-base';
import { WalletProvider } from '@solana/wallet-adapter-react';
import { WalletModalProvider } from '@solana/wallet-adapter-react-ui';
import { useState } from 'react';
import { getSession } from '../../session/session-store.ts';
import { readRememberedWalletName, WALLET_NAME_KEY } from '../wallet-store.ts';
import { createAutoConnectPolicy } from './auto-connect-policy.ts';
import { WalletBridge } from './WalletBridge.tsx';
import { handleWalletError } from './wallet-errors.ts';
import './wallet-modal.css';

/** Wallets come from the Wallet Standard (installed extensions and the Dev Wallet). */
const NO_LEGACY_ADAPTERS: Adapter[] = [];

export function WalletRuntime() {
  const [autoConnect] = useState(() =>
    createAutoConnectPolicy(readRememberedWalletName(), getSession() !== null),
  );
  return (
    <WalletProvider
      wallets={NO_LEGACY_ADAPTERS}
      autoConnect={autoConnect}
      localStorageKey={WALLET_NAME_KEY}
      onError={handleWalletError}
    >
      <WalletModalProvider>
        <WalletBridge />
      </WalletModalProvider>
    </WalletProvider>
  );
}
