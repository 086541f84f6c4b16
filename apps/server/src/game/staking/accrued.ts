import { accruedStakingRewards } from '@wos/shared';
import type { PositionRow } from './repo.ts';

/**
 * Rewards of a position: what was paid or spent once claimed, nothing once
 * unstaked early, else what it has accrued (shared rule) — also after its
 * principal was returned, until the rewards are claimed.
 */
export function positionRewards(position: PositionRow, lastAccrual: Date | null, now: Date): bigint {
  if (position.rewardsClaimedAt) return position.rewardsPaid ?? 0n;
  if (!position.startDate || (position.status !== 'active' && position.status !== 'completed')) return 0n;
  return accruedStakingRewards(
    {
      amount: position.amount,
      apyPercent: position.apyBasisPoints / 100,
      lockPeriodDays: position.lockPeriodDays,
      start: position.startDate,
    },
    lastAccrual,
    now,
  );
}
