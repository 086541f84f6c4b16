import { isApiError, serverMessageOf } from '../../../lib/api/api-error.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../../lib/api/client.ts';

/** The staking messages of docs/spec/000-shell-wallet-staking.md §8, word for word. */
export const STAKING_MESSAGES = {
  walletNotConnected: 'Wallet not connected',
  fetchPoolsFailed: 'Failed to fetch staking pools',
  fetchStakesFailed: 'Failed to fetch your staking information',
  stakeFailed: 'Failed to stake tokens',
  processFailed: 'Failed to process transaction',
  transactionFailed: 'Transaction failed',
  retryFailed: 'Transaction retry failed',
  unstakeFailed: 'Failed to unstake tokens',
  claimFailed: 'Failed to claim rewards',
  claimStakeFailed: 'Failed to claim stake',
  claimWithRiskFailed: 'Failed to claim with risk option',
  refreshFailed: 'Failed to refresh staking data',
  prepareFailed: 'Failed to prepare staking transaction',
  signFailed: 'Failed to sign transaction',
  invalidAmount: 'Please enter a valid amount to stake',
  cannotSign: 'Wallet does not support transaction signing',
  positionNotFound: 'Staking position not found',
  nothingToClaim: 'No rewards were available to claim',
} as const;

export const STAKE_TIMEOUT_MESSAGE =
  'Your stake might have succeeded, but confirmation timed out. Check your positions in a moment.';

export const WALLET_REQUIRED_TO_STAKE = 'Please connect your wallet to stake WLO.';
export const WALLET_REQUIRED_TO_CLAIM = 'Please connect your wallet to claim your rewards.';

/** The session is gone: the server refused the token, or the wallet layer has no wallet. */
function isSignedOut(error: unknown): boolean {
  if (isApiError(error)) return error.status === 401;
  return (
    error instanceof Error &&
    (error.name === 'WalletNotConnectedError' || error.message === STAKING_MESSAGES.walletNotConnected)
  );
}

/**
 * The one mapping from a failed staking call to what the player reads
 * (docs/spec/000-shell-wallet-staking.md §8):
 * - signed out: 'Wallet not connected' once the wallet is gone (e.g. disconnected in the
 *   middle of a stake), else the session-expired message the API client has shown;
 * - the server's own words when it sent some (a refusal such as 'Stake is still locked',
 *   a 400 with only a message, a `{ success: false, message }` answer);
 * - otherwise (a 500, no answer, no text) the action's message, e.g. 'Failed to claim rewards'.
 */
export function stakingErrorMessage(error: unknown, fallback: string, walletConnected: boolean): string {
  if (isSignedOut(error))
    return walletConnected ? SESSION_EXPIRED_MESSAGE : STAKING_MESSAGES.walletNotConnected;
  return serverMessageOf(error) ?? fallback;
}

/**
 * A failed POST /staking/v2/stake: answered 2xx without a transaction to sign, it reads
 * 'Failed to prepare staking transaction' (docs/spec/000-shell-wallet-staking.md §8), whatever else the body
 * said; otherwise as any staking call.
 */
export function prepareStakeErrorMessage(error: unknown, walletConnected: boolean): string {
  if (isApiError(error) && error.status >= 200 && error.status < 300) return STAKING_MESSAGES.prepareFailed;
  return stakingErrorMessage(error, STAKING_MESSAGES.prepareFailed, walletConnected);
}
