import { WALLET_DATA_KEY, walletQueryKeys } from '../../wallet/index.ts';

export const stakingQueryKeys = {
  pools: ['staking', 'pools'] as const,
  stats: ['staking', 'stats'] as const,
  /** Under the wallet-data key, so a disconnect forgets the positions with the rest. */
  stakes: (address: string) => [WALLET_DATA_KEY, address, 'stakes'] as const,
};

/** What a stake, claim or unstake changes: positions, balance, history and the pools' totals. */
export const stakingPaymentKeys = (address: string) => [
  stakingQueryKeys.stakes(address),
  walletQueryKeys.balance(address),
  walletQueryKeys.allTransactions(address),
  stakingQueryKeys.pools,
];
