import {
  type Adapter,
  type WalletError,
  WalletNotReadyError,
  WalletSendTransactionError,
  WalletSignInError,
  WalletSignMessageError,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base';
import { toast } from '../../toast/toast-store.ts';

/** What the player reads for each kind of wallet error (docs/spec/000-shell-wallet-staking.md §8). */
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

/**
 * The spec's sentence for the kind of error, as it is: the wallet's own words (e.g. 'User
 * rejected the request') go to the console, not onto the end of the sentence.
 */
export function describeWalletError(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  return MESSAGES[name] ?? 'Wallet error';
}

/**
 * Errors of a request the page made and awaits (sign, send, sign in): the flow that asked
 * reports them in its own words, once; a toast here would say it a second time.
 */
function isReportedByCaller(error: WalletError): boolean {
  return (
    error instanceof WalletSignTransactionError ||
    error instanceof WalletSignMessageError ||
    error instanceof WalletSendTransactionError ||
    error instanceof WalletSignInError
  );
}

/** The wallet provider's error handler: log, tell the player, and send them to a missing wallet's site. */
export function handleWalletError(error: WalletError, adapter?: Adapter): void {
  console.error(error, adapter);
  if (isReportedByCaller(error)) return;
  toast.error(describeWalletError(error));
  if (error instanceof WalletNotReadyError && adapter)
    window.open(adapter.url, '_blank', 'noopener,noreferrer');
}
