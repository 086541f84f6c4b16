import type { WalletService } from '../../account/wallet/service.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import { defineFeature, routes } from '../../platform/feature.ts';
import { createFarmersRepo } from './repo.ts';
import { farmersRoutes } from './routes.ts';
import { createFarmersService } from './service.ts';
import { createFarmingDistributionsRepo } from './weekly/repo.ts';
import { createRewardPool } from './weekly/reward-pool.ts';

/** Farmers, their yield and harvests, and the farming pool players read (the weekly rewards: weekly/feature.ts). */
export const farmersFeature = defineFeature({
  name: 'farmers',
  open: (
    { db, chain, accounts, clock, caches, walletChanges },
    { payouts, wallet }: { payouts: PayoutsService; wallet: WalletService },
  ) => {
    const gameWallets = Object.values(accounts.pools).map((pool) => pool.address);
    return {
      farmers: createFarmersService({
        db,
        repo: createFarmersRepo(db, gameWallets, walletChanges),
        payouts,
        wallet,
        clock,
      }),
      rewardPool: createRewardPool({
        chain,
        accounts,
        repo: createFarmingDistributionsRepo(db),
        clock,
        caches,
        owed: () => payouts.owed('farmingPool'),
      }),
    };
  },
  routes: ({ farmers, rewardPool }) => routes(farmersRoutes, { farmers, rewardPool }),
});
