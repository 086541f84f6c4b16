import { defineFeature, routes } from '../../platform/feature.ts';
import type { FarmersService } from '../farmers/service.ts';
import type { StakingService } from '../staking/service.ts';
import { createLeaderboardRepo } from './repo.ts';
import { leaderboardRoutes } from './routes.ts';
import { createLeaderboardService } from './service.ts';

/** The power leaderboard: farm power from farmers and stake boosts. */
export const leaderboardFeature = defineFeature({
  name: 'leaderboard',
  open: (
    { db, clock, log, caches },
    { farmers, staking }: { farmers: FarmersService; staking: StakingService },
  ) => ({
    leaderboard: createLeaderboardService({
      repo: createLeaderboardRepo(db),
      farmers,
      staking: staking.queries,
      clock,
      log,
      caches,
    }),
  }),
  subscribe: ({ leaderboard, farmers, staking }, { caches }) => {
    // A stake made or returned changes boosts: the ranking follows, in every process.
    const rankingInputs = caches.link('leaderboard.inputs');
    rankingInputs.onRemote(() => leaderboard.stakesChanged());
    staking.onChange((change) => {
      if (change !== 'position') return;
      leaderboard.stakesChanged();
      rankingInputs.publish();
    });
    // The leaderboard follows this process's farmers itself; the others hear of them here.
    farmers.onChange(() => rankingInputs.publish());
  },
  routes: ({ leaderboard }) => routes(leaderboardRoutes, { leaderboard }),
});
