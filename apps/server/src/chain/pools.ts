/** The game's pool wallets on chain, in the order the configuration and the audit list them. */
export const POOL_NAMES = [
  'stakingVault',
  'stakingRewards',
  'farmingPool',
  'treasury',
  'developer',
  'liquidity',
] as const;

export type PoolName = (typeof POOL_NAMES)[number];
