import { useWallet } from '@solana/wallet-adapter-react';
import { useWalletModal } from '@solana/wallet-adapter-react-ui';
import { useEffect, useRef } from 'react';
import { publishWalletSnapshot, registerWalletActions, type WalletButtonState } from '../wallet-store.ts';
import { signBase64Transaction } from './sign-transaction.ts';

/** Publishes the wallet adapter's state to the page's wallet store and serves its actions. */
export function WalletBridge() {
  const wallet = useWallet();
  const { setVisible } = useWalletModal();
  const latest = useRef(wallet);
  latest.current = wallet;

  const { connected, connecting, disconnecting, publicKey, signMessage, signTransaction } = wallet;
  const adapter = wallet.wallet?.adapter ?? null;

  useEffect(() => {
    let state: WalletButtonState = 'no-wallet';
    if (connecting) state = 'connecting';
    else if (connected) state = 'connected';
    else if (disconnecting) state = 'disconnecting';
    else if (adapter) state = 'has-wallet';
    publishWalletSnapshot({
      runtime: 'ready',
      state,
      walletName: adapter?.name ?? null,
      walletIcon: adapter?.icon ?? null,
      address: connected ? (publicKey?.toBase58() ?? null) : null,
      canSignMessage: Boolean(signMessage),
      canSignTransaction: Boolean(signTransaction),
    });
  }, [adapter, connected, connecting, disconnecting, publicKey, signMessage, signTransaction]);

  useEffect(() => {
    registerWalletActions({
      openModal: () => setVisible(true),
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
  }, [setVisible]);

  return null;
}
