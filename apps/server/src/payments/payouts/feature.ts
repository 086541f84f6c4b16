import { defineFeature, routes } from '../../platform/feature.ts';
import { payoutsAdminRoutes } from './admin-routes.ts';
import type { PayoutHistory } from './history-port.ts';
import { createPayoutsRepo } from './repo.ts';
import { createPayoutsService } from './service.ts';

/** Server-signed WLO payments from the pool wallets, through the outbox. */
export const payoutsFeature = defineFeature({
  name: 'payouts',
  open: ({ db, chain, priorityFees, accounts, clock, log }, { wallet }: { wallet: PayoutHistory }) => ({
    payouts: createPayoutsService({
      db,
      repo: createPayoutsRepo(db),
      chain,
      priorityFees,
      accounts,
      wallet,
      clock,
      log,
    }),
  }),
  jobs: ({ payouts }) => ({
    recurring: [{ name: 'payout-reconciler', run: () => payouts.reconcile() }],
  }),
  routes: ({ payouts }, config) => routes(payoutsAdminRoutes, { payouts, adminToken: config.adminToken }),
});
