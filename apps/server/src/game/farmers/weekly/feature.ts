import type { PayoutsService } from '../../../payments/payouts/service.ts';
import { defineFeature } from '../../../platform/feature.ts';
import type { LeaderboardService } from '../../leaderboard/service.ts';
import { createFarmingDistributionsRepo } from './repo.ts';
import type { RewardPoolReader } from './reward-pool.ts';
import { createWeeklyRewards } from './rewards.ts';

interface WeeklyRewardsNeeds {
  payouts: PayoutsService;
  /** Farm power by wallet, as the leaderboard ranks it. */
  leaderboard: LeaderboardService;
  /** The farmers feature's read of the pool, dropped when a week's payouts went out. */
  rewardPool: RewardPoolReader;
}

/** The weekly farming rewards: shared by farm power each Sunday, then sent in batches. */
export const weeklyRewardsFeature = defineFeature({
  name: 'weekly-rewards',
  open: ({ db, clock, log }, { payouts, leaderboard, rewardPool }: WeeklyRewardsNeeds) => ({
    weeklyRewards: createWeeklyRewards({
      payouts,
      repo: createFarmingDistributionsRepo(db),
      farmWeights: leaderboard.farmWeights,
      clock,
      log,
      onDispatched: rewardPool.invalidate,
    }),
  }),
  // The dispatcher sends the week's payouts at once, in batches, after the job committed them.
  jobs: ({ weeklyRewards }) => ({ scheduled: [weeklyRewards.job], recurring: [weeklyRewards.dispatcher] }),
});
