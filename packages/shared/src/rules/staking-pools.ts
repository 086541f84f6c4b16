/** The three pools of the display catalogue (docs/rules.md §3), served by the server as-is. */
export interface StakingPoolDefinition {
  id: number;
  name: string;
  description: string;
  /** Lock in days. */
  lockPeriod: number;
  /** Annual percentage yield, in percent. */
  apy: number;
  /** Minimum stake in WLO. */
  minStake: number;
  /** Farm-power boost while staked, in percent. */
  battlePowerBoost: number;
}

export const EARLY_UNSTAKE_FEE_PERCENT = 10;

export const STAKING_POOLS: readonly StakingPoolDefinition[] = [
  {
    id: 1,
    name: 'Flexible',
    description: 'Short lock, steady rewards and a +10% farming boost.',
    lockPeriod: 7,
    apy: 3,
    minStake: 100,
    battlePowerBoost: 10,
  },
  {
    id: 2,
    name: 'Standard',
    description: 'A month-long lock with higher rewards and a +25% farming boost.',
    lockPeriod: 30,
    apy: 8,
    minStake: 500,
    battlePowerBoost: 25,
  },
  {
    id: 3,
    name: 'Premium',
    description: 'The longest lock, the best rewards and a +50% farming boost.',
    lockPeriod: 90,
    apy: 18,
    minStake: 1000,
    battlePowerBoost: 50,
  },
];

export function poolByLockPeriod(days: number): StakingPoolDefinition | undefined {
  return STAKING_POOLS.find((pool) => pool.lockPeriod === days);
}

export function poolById(id: number): StakingPoolDefinition | undefined {
  return STAKING_POOLS.find((pool) => pool.id === id);
}

/** The name a position shows: its pool's, else '{days}-Day Pool'. */
export function poolDisplayName(lockPeriodDays: number, name?: string | null): string {
  return name || `${lockPeriodDays}-Day Pool`;
}
