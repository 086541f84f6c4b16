/** The game's pool wallets on chain, in the order the configuration and the audit list them. */
export const POOL_NAMES = [
  'stakingVault',
  'stakingRewards',
  'farmingPool',
  'treasury',
  'developer',
  'liquidity',
  /** Holds a marketplace purchase's price until the sale or the refund is paid out (docs/rules.md §6). */
  'marketplaceEscrow',
] as const;

export type PoolName = (typeof POOL_NAMES)[number];
