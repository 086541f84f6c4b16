import { defineFeature, routes } from '../../platform/feature.ts';
import { createWalletRepo } from './repo.ts';
import { walletRoutes } from './routes.ts';
import { createWalletService } from './service.ts';

/** Balances and each wallet's transaction history. */
export const walletFeature = defineFeature({
  name: 'wallet',
  open: ({ db, balances, accounts, clock, walletChanges }) => ({
    wallet: createWalletService({ repo: createWalletRepo(db), balances, accounts, clock, walletChanges }),
  }),
  routes: ({ wallet }) => routes(walletRoutes, { wallet }),
});
