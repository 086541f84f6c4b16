import { type Adapter, WalletError, WalletNotReadyError } from '@solana/wallet-adapter-base';
import { toast } from '../../toast/toast-store.ts';

/** What the player reads for each kind of wallet error (spec 000 §8). */
const MESSAGES: Record<string, string> = {
  WalletNotReadyError: 'Wallet not ready. Install it or choose another wallet.',
  WalletLoadError: 'Failed to load the wallet',
  WalletConfigError: 'Wallet configuration error',
  WalletConnectionError: 'Failed to connect wallet. Please try again.',
  WalletDisconnectedError: 'Wallet disconnected',
  WalletDisconnectionError: 'Failed to disconnect wallet',
  WalletAccountError: 'Wallet account error',
  WalletPublicKeyError: 'Invalid wallet public key',
  WalletNotConnectedError: 'Wallet not connected',
  WalletSendTransactionError: 'Failed to send transaction',
  WalletSignTransactionError: 'Failed to sign transaction',
  WalletSignMessageError: 'Failed to sign message',
  WalletSignInError: 'Failed to sign in',
  WalletNotSelectedError: 'No wallet selected. Please select a wallet first.',
  WalletTimeoutError: 'The wallet did not answer in time',
  WalletWindowBlockedError: 'The wallet window was blocked',
  WalletWindowClosedError: 'The wallet window was closed',
};

export function describeWalletError(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const base = MESSAGES[name] ?? 'Wallet error';
  const detail = error instanceof Error ? error.message.trim() : '';
  return detail && detail !== base && !base.startsWith(detail) ? `${base}: ${detail}` : base;
}

export function isWalletError(error: unknown): boolean {
  return error instanceof WalletError || (error instanceof Error && error.name in MESSAGES);
}

/** The wallet provider's error handler: log, tell the player, and send them to a missing wallet's site. */
export function handleWalletError(error: WalletError, adapter?: Adapter): void {
  console.error(error, adapter);
  toast.error(describeWalletError(error));
  if (error instanceof WalletNotReadyError && adapter)
    window.open(adapter.url, '_blank', 'noopener,noreferrer');
}
