import type { WalletService } from '../../account/wallet/service.ts';
import type { IntentsService } from '../../payments/intents/service.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import { defineFeature, routes } from '../../platform/feature.ts';
import type { VouchersService } from '../vouchers/service.ts';
import { stakingRoutes } from './routes.ts';
import { createStakingService } from './service.ts';

interface StakingNeeds {
  intents: IntentsService;
  wallet: WalletService;
  payouts: PayoutsService;
  vouchers: VouchersService;
}

/** Staking WLO for rewards and a farming boost. */
export const stakingFeature = defineFeature({
  name: 'staking',
  open: ({ db, balances, accounts, clock, caches, walletChanges }, needs: StakingNeeds) => ({
    staking: createStakingService({ ...needs, db, balances, accounts, clock, caches, walletChanges }),
  }),
  jobs: ({ staking }) => ({ scheduled: [staking.accrual] }),
  routes: ({ staking: { stakeFlow, claims, queries } }) =>
    routes(stakingRoutes, { stakeFlow, claims, queries }),
});
