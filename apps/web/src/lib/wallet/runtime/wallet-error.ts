/**
 * The wallet layer's error kinds, named as the specification lists them
 * (docs/spec/000-shell-wallet-staking.md §8: not ready, connection, sign transaction, …). The
 * name is the kind: callers outside the runtime recognise them by it (lib/wallet/wallet-error-like.ts).
 */
export type WalletErrorKind =
  | 'WalletNotReadyError'
  | 'WalletConfigError'
  | 'WalletConnectionError'
  | 'WalletDisconnectedError'
  | 'WalletDisconnectionError'
  | 'WalletAccountError'
  | 'WalletNotConnectedError'
  | 'WalletSignTransactionError'
  | 'WalletSignMessageError'
  | 'WalletNotSelectedError';

export class WalletError extends Error {
  readonly kind: WalletErrorKind;

  constructor(kind: WalletErrorKind, message = '', options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
    this.name = kind;
  }
}

/** A wallet's own failure (e.g. 'User rejected the request') as a WalletError of `kind`. */
export function asWalletError(kind: WalletErrorKind, error: unknown): WalletError {
  if (error instanceof WalletError) return error;
  return new WalletError(kind, error instanceof Error ? error.message : String(error), { cause: error });
}
