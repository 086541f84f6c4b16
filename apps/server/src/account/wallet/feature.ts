import { defineFeature, routes } from '../../platform/feature.ts';
import { createWalletRepo } from './repo.ts';
import { walletRoutes } from './routes.ts';
import { createWalletService } from './service.ts';

/** Balances and each wallet's transaction history. */
export const walletFeature = defineFeature({
  name: 'wallet',
  open: ({ db, chain, accounts, clock }) => ({
    wallet: createWalletService({ repo: createWalletRepo(db), chain, accounts, clock }),
  }),
  routes: ({ wallet }) => routes(walletRoutes, { wallet }),
});
