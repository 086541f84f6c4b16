import { WalletProvider } from '@solana/wallet-adapter-react';
import { useCallback, useState } from 'react';
import { getSession } from '../../session/session-store.ts';
import { isConnectOnLoadRequested, readRememberedWalletName, WALLET_NAME_KEY } from '../wallet-store.ts';
import { createAutoConnectPolicy } from './auto-connect-policy.ts';
import { createSuggestedWallets } from './suggested-wallets.ts';
import { WalletBridge } from './WalletBridge.tsx';
import { handleWalletError } from './wallet-errors.ts';
import { WalletModal } from './wallet-modal/WalletModal.tsx';
import './wallet-modal.css';

/**
 * Wallets come from the Wallet Standard (installed extensions and the Dev Wallet); Phantom,
 * Solflare and Backpack are also offered when not installed, with their install pages.
 */
export function WalletRuntime() {
  const [start] = useState(() => {
    const remembered = readRememberedWalletName();
    // A tab with a session reconnects by itself; so does a Connect click that loaded this code.
    const connectNow = remembered !== null && (getSession() !== null || isConnectOnLoadRequested());
    return { autoConnect: createAutoConnectPolicy(remembered, connectNow), connectNow };
  });
  const [wallets] = useState(createSuggestedWallets);
  const [modalOpen, setModalOpen] = useState(false);
  const openModal = useCallback(() => setModalOpen(true), []);
  const closeModal = useCallback(() => setModalOpen(false), []);

  return (
    <WalletProvider
      wallets={wallets}
      autoConnect={start.autoConnect}
      localStorageKey={WALLET_NAME_KEY}
      onError={handleWalletError}
    >
      <WalletBridge autoConnecting={start.connectNow} openModal={openModal} />
      {modalOpen ? <WalletModal onClose={closeModal} /> : null}
    </WalletProvider>
  );
}
