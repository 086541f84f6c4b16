import { toast } from '../../toast/toast-store.ts';
import type { WalletError, WalletErrorKind } from './wallet-error.ts';

/** What the player reads for each kind of wallet error (docs/spec/000-shell-wallet-staking.md §8). */
const MESSAGES: Record<WalletErrorKind | 'WalletLoadError' | 'WalletPublicKeyError', string> = {
  WalletNotReadyError: 'Wallet not ready. Install it or choose another wallet.',
  WalletLoadError: 'Failed to load the wallet',
  WalletConfigError: 'Wallet configuration error',
  WalletConnectionError: 'Failed to connect wallet. Please try again.',
  WalletDisconnectedError: 'Wallet disconnected',
  WalletDisconnectionError: 'Failed to disconnect wallet',
  WalletAccountError: 'Wallet account error',
  WalletPublicKeyError: 'Invalid wallet public key',
  WalletNotConnectedError: 'Wallet not connected',
  WalletSignTransactionError: 'Failed to sign transaction',
  WalletSignMessageError: 'Failed to sign message',
  WalletNotSelectedError: 'No wallet selected. Please select a wallet first.',
};

/**
 * The spec's sentence for the kind of error, as it is: the wallet's own words (e.g. 'User
 * rejected the request') go to the console, not onto the end of the sentence.
 */
export function describeWalletError(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  return (MESSAGES as Record<string, string>)[name] ?? 'Wallet error';
}

/**
 * Errors of a request the page made and awaits (sign a transaction or a message): the flow
 * that asked reports them in its own words, once; a toast here would say it a second time.
 */
function isReportedByCaller(error: WalletError): boolean {
  return error.kind === 'WalletSignTransactionError' || error.kind === 'WalletSignMessageError';
}

/**
 * The wallet layer's error handler: log, tell the player, and send them to a missing
 * wallet's install page (`installUrl`, for the suggested wallets that are not installed).
 */
export function handleWalletError(error: WalletError, installUrl?: string): void {
  console.error(error);
  if (isReportedByCaller(error)) return;
  toast.error(describeWalletError(error));
  if (error.kind === 'WalletNotReadyError' && installUrl)
    window.open(installUrl, '_blank', 'noopener,noreferrer');
}
