export const DAY_MS = 86_400_000;

/**
 * Rewards of a position after `days` whole days: amount × apy / 365 per day,
 * in base units, rounded down. Only whole days up to the lock count.
 */
export function stakingRewards(
  amount: bigint,
  apyPercent: number,
  days: number,
  lockPeriodDays: number,
): bigint {
  const counted = BigInt(Math.max(0, Math.min(days, lockPeriodDays)));
  const apyBasisPoints = BigInt(Math.round(apyPercent * 100));
  return (amount * apyBasisPoints * counted) / (10_000n * 365n);
}

/** Whole days between the start and a moment (never past the lock's end). */
export function wholeDaysStaked(start: Date, at: Date, lockPeriodDays: number): number {
  const days = Math.floor((at.getTime() - start.getTime()) / DAY_MS);
  return Math.max(0, Math.min(days, lockPeriodDays));
}

/** Early unstake returns principal less the fee; rewards are forfeited. */
export function earlyUnstakeReturn(amount: bigint, feePercent: number): { returned: bigint; fee: bigint } {
  const fee = (amount * BigInt(Math.round(feePercent * 100))) / 10_000n;
  return { returned: amount - fee, fee };
}

export interface AccruingStake {
  amount: bigint;
  apyPercent: number;
  lockPeriodDays: number;
  start: Date;
}

/**
 * Rewards a stake has accrued: whole days staked as of the last daily
 * accrual (00:00 UTC), or the whole lock once the lock has ended.
 */
export function accruedStakingRewards(stake: AccruingStake, lastAccrual: Date | null, now: Date): bigint {
  const end = new Date(stake.start.getTime() + stake.lockPeriodDays * DAY_MS);
  const asOf = now >= end ? end : lastAccrual;
  if (!asOf) return 0n;
  const days = wholeDaysStaked(stake.start, asOf, stake.lockPeriodDays);
  return stakingRewards(stake.amount, stake.apyPercent, days, stake.lockPeriodDays);
}
