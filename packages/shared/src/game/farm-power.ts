import { STAKING_POOLS } from '../rules/staking-pools.ts';

/**
 * Farm-power boost in percent by stake lock period in days (docs/spec/001-game.md §9:
 * 7-Day 10 %, 30-Day 25 %, 90-Day 50 %), taken from the staking pools so the
 * two never disagree.
 */
export const STAKE_FARMING_BOOSTS: Readonly<Record<number, number>> = Object.fromEntries(
  STAKING_POOLS.map((pool) => [pool.lockPeriod, pool.battlePowerBoost]),
);

/** The boost of one stake's lock period; 0 for a lock outside the table. */
export function stakeFarmingBoost(lockPeriodDays: number): number {
  return STAKE_FARMING_BOOSTS[lockPeriodDays] ?? 0;
}

/** The best boost among a wallet's active stakes (the max is used, boosts do not add up); 0 without any. */
export function bestStakeFarmingBoost(lockPeriodsDays: readonly number[]): number {
  return lockPeriodsDays.reduce((best, days) => Math.max(best, stakeFarmingBoost(days)), 0);
}

/** Farm power = Σ farmer power × (1 + boost / 100). */
export function farmPower(sumFarmerPower: number, bestBoostPercent: number): number {
  return (sumFarmerPower * (100 + bestBoostPercent)) / 100;
}
