import { ApiError, isApiError } from '../../../lib/api/api-error.ts';
import { getWalletSnapshot } from '../../../lib/wallet/wallet-store.ts';
import { prepareStakeErrorMessage, stakingErrorMessage } from '../lib/staking-messages.ts';

const walletConnected = () => getWalletSnapshot().state === 'connected';

/** What the player reads for a failed staking call (the one mapping, with the wallet's state now). */
export function stakingError(error: unknown, fallback: string): string {
  return stakingErrorMessage(error, fallback, walletConnected());
}

/**
 * The same failure carrying that text as its message, for the shared transaction dialog
 * (which shows a server's message as it is). Status and details stay, so a 422 retry or a
 * 504 with its signature still work; an empty fallback leaves the dialog its own
 * (e.g. 'Transaction failed' or, after the retry, 'Transaction retry failed').
 */
export function withStakingMessage(error: unknown, fallback = ''): unknown {
  if (!isApiError(error)) return error;
  return new ApiError(error.status, error.serverCode, stakingError(error, fallback), error.details);
}

/** A failed prepare of a stake, carrying what the player reads (see prepareStakeErrorMessage). */
export function withPrepareMessage(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const message = prepareStakeErrorMessage(error, walletConnected());
  return new ApiError(error.status, error.serverCode, message, error.details);
}
