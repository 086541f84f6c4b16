import { WalletReadyState } from '@solana/wallet-adapter-base';
import { useWallet } from '@solana/wallet-adapter-react';
import { useEffect, useRef } from 'react';
import { publishWalletSnapshot, registerWalletActions, type WalletButtonState } from '../wallet-store.ts';
import { signBase64Transaction } from './sign-transaction.ts';

interface Props {
  /** The remembered wallet is about to connect by itself (a restored session, or a Connect click). */
  autoConnecting: boolean;
  openModal: () => void;
}

/** Publishes the wallet adapter's state to the page's wallet store and serves its actions. */
export function WalletBridge({ autoConnecting, openModal }: Props) {
  const wallet = useWallet();
  const latest = useRef(wallet);
  latest.current = wallet;
  // Until the provider's own attempt starts, the button keeps reading Connecting.
  const awaitingAutoConnect = useRef(autoConnecting);

  const { connected, connecting, disconnecting, publicKey, signMessage, signTransaction } = wallet;
  const adapter = wallet.wallet?.adapter ?? null;
  const readyState = wallet.wallet?.readyState ?? null;

  useEffect(() => {
    if (connecting || connected) awaitingAutoConnect.current = false;
    const canConnect = readyState === WalletReadyState.Installed || readyState === WalletReadyState.Loadable;
    let state: WalletButtonState = 'no-wallet';
    if (connecting) state = 'connecting';
    else if (disconnecting) state = 'disconnecting';
    else if (connected) state = 'connected';
    else if (adapter) state = awaitingAutoConnect.current && canConnect ? 'connecting' : 'has-wallet';
    publishWalletSnapshot({
      runtime: 'ready',
      state,
      walletName: adapter?.name ?? null,
      walletIcon: adapter?.icon ?? null,
      address: connected ? (publicKey?.toBase58() ?? null) : null,
      canSignMessage: Boolean(signMessage),
      canSignTransaction: Boolean(signTransaction),
    });
  }, [adapter, readyState, connected, connecting, disconnecting, publicKey, signMessage, signTransaction]);

  useEffect(() => {
    registerWalletActions({
      openModal,
      connect: () => latest.current.connect(),
      disconnect: () => latest.current.disconnect(),
      signMessage: async (message) => {
        const sign = latest.current.signMessage;
        if (!sign) throw new Error('Wallet does not support message signing');
        return sign(message);
      },
      signTransaction: (transactionBase64) => {
        const current = latest.current;
        return signBase64Transaction(
          transactionBase64,
          current.signTransaction,
          current.wallet?.adapter ?? null,
        );
      },
    });
    return () => registerWalletActions(null);
  }, [openModal]);

  return null;
}
