import type { Database } from '../../db/database.ts';
import { createStakingRepo, type StakingRepo } from './repo.ts';

/** What the staking rewards pool is drawn on, in WLO base units. */
export interface RewardsDraw {
  /** What a day of accrual adds at that moment over every position still accruing. */
  perDay: bigint;
  /** What positions accrued and have not claimed yet. */
  unclaimed: bigint;
}

/** The staking rewards pool's draw at `now`: aggregate statements, not a read per position. */
export async function readRewardsDraw(repo: StakingRepo, now: Date): Promise<RewardsDraw> {
  const [perDay, unclaimed] = await Promise.all([
    repo.rewardsPerDay(now),
    repo.lastAccrual().then((lastAccrual) => repo.pendingRewards(lastAccrual, now)),
  ]);
  return { perDay, unclaimed };
}

/**
 * The same on a bare database, for a reader that opens no services (the
 * doctor): `rewardsDraw(now)` as the staking service answers it.
 */
export function stakingRewardsDraw(db: Database) {
  const repo = createStakingRepo(db);
  return { rewardsDraw: (now: Date = new Date()) => readRewardsDraw(repo, now) };
}
