import { WALLET_DATA_KEY } from '../../wallet/index.ts';

export const farmersQueryKeys = {
  /** Under the wallet-data key, so a disconnect forgets the farmers with the rest. */
  owned: (address: string) => [WALLET_DATA_KEY, address, 'farmers'] as const,
  leaderboard: (page: number, limit: number) => ['farmers', 'leaderboard', page, limit] as const,
  rewardPool: ['farmers', 'reward-pool'] as const,
  feeWallets: ['fee-distribution', 'wallets'] as const,
  poolTokens: (address: string) => ['farmers', 'pool-tokens', address] as const,
};
