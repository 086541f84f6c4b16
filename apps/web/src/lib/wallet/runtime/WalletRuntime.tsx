import type { IdentifierString, Wallet } from '@wallet-standard/base';
import { type ComponentType, useCallback, useEffect, useMemo, useState } from 'react';
import { getSession } from '../../session/session-store.ts';
import {
  isConnectOnLoadRequested,
  publishWalletSnapshot,
  readRememberedWalletName,
  registerWalletActions,
  WALLET_NAME_KEY,
} from '../wallet-store.ts';
import { createAutoConnectPolicy } from './auto-connect-policy.ts';
import { readSolanaWallets, watchSolanaWallets } from './solana-wallets.ts';
import { SUGGESTED_WALLETS } from './suggested-wallets.ts';
import { WalletConnection } from './wallet-connection.ts';
import { listWalletEntries } from './wallet-entries.ts';
import { handleWalletError } from './wallet-errors.ts';
import { WalletModal } from './wallet-modal/WalletModal.tsx';
import './wallet-modal.css';

function rememberWalletName(walletName: string | null): void {
  try {
    if (walletName === null) localStorage.removeItem(WALLET_NAME_KEY);
    else localStorage.setItem(WALLET_NAME_KEY, JSON.stringify(walletName));
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

function createConnection(chain: IdentifierString): WalletConnection {
  const remembered = readRememberedWalletName();
  // A tab with a session reconnects by itself; so does a Connect click that loaded this code.
  const connectNow = remembered !== null && (getSession() !== null || isConnectOnLoadRequested());
  return new WalletConnection({
    chain,
    autoConnect: createAutoConnectPolicy(remembered, connectNow),
    connectingAtStart: connectNow,
    readRememberedName: readRememberedWalletName,
    rememberName: rememberWalletName,
    publish: publishWalletSnapshot,
    onError: handleWalletError,
  });
}

/**
 * The wallet runtime for the server's chain: wallets come from the Wallet Standard (installed
 * extensions, the Mobile Wallet Adapter, the Dev Wallet); Phantom, Solflare and Backpack are
 * also offered when not installed, with their install pages.
 */
export function createWalletRuntime(chain: IdentifierString): ComponentType {
  return function WalletRuntime() {
    const [connection] = useState(() => createConnection(chain));
    // Read at once: wallets registered before this mounts (the Dev Wallet, extensions) are
    // there from the first state published, so a restored session is not taken for no wallet.
    const [registered, setRegistered] = useState<readonly Wallet[]>(readSolanaWallets);
    const [modalOpen, setModalOpen] = useState(false);
    const openModal = useCallback(() => setModalOpen(true), []);
    const closeModal = useCallback(() => setModalOpen(false), []);
    const select = useCallback((walletName: string) => connection.select(walletName), [connection]);
    const entries = useMemo(() => listWalletEntries(registered, SUGGESTED_WALLETS), [registered]);

    useEffect(() => {
      connection.attach();
      return () => connection.detach();
    }, [connection]);
    useEffect(() => watchSolanaWallets(setRegistered), []);
    useEffect(() => connection.setEntries(entries), [connection, entries]);

    useEffect(() => {
      registerWalletActions({
        openModal,
        connect: () => connection.connect(),
        disconnect: () => connection.disconnect(),
        signMessage: (message) => connection.signMessage(message),
        signTransaction: (transactionBase64) => connection.signTransaction(transactionBase64),
      });
      return () => registerWalletActions(null);
    }, [connection, openModal]);

    return modalOpen ? <WalletModal wallets={entries} onSelect={select} onClose={closeModal} /> : null;
  };
}
