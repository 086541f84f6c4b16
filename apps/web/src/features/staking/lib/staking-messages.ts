/** The staking messages of spec 000 §8, word for word. */
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
