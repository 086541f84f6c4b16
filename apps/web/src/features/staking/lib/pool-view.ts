import {
  EARLY_UNSTAKE_FEE_PERCENT,
  STAKING_POOLS,
  type StakingPool,
  type StakingPoolDefinition,
} from '@wos/shared';

export interface PoolView extends StakingPoolDefinition {
  earlyUnstakeFee: number;
  /** WLO in active positions, when the server answered. */
  totalStaked: number | null;
}

/** The display catalogue, with what only the server knows (total staked) when it has answered. */
export function poolViews(serverPools: readonly StakingPool[] | undefined): PoolView[] {
  return STAKING_POOLS.map((pool) => {
    const served = serverPools?.find((candidate) => candidate.id === pool.id);
    return {
      ...pool,
      earlyUnstakeFee: served?.earlyUnstakeFee ?? EARLY_UNSTAKE_FEE_PERCENT,
      totalStaked: served?.totalStaked ?? null,
    };
  });
}

/** The amount typed in a pool card: present and greater than 0, else null. */
export function parseStakeAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const amount = Number(trimmed);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}
