import type { WalletService } from '../../account/wallet/service.ts';
import { defineFeature, routes } from '../../platform/feature.ts';
import { createItemsRepo } from './repo.ts';
import { itemsRoutes } from './routes.ts';
import { createItemsService } from './service.ts';

/** Items: granted by packs, equipped on heroes, used. */
export const itemsFeature = defineFeature({
  name: 'items',
  open: ({ db, clock, walletChanges }, { wallet }: { wallet: WalletService }) => ({
    items: createItemsService({ db, repo: createItemsRepo(db, walletChanges), wallet, clock }),
  }),
  routes: ({ items }) => routes(itemsRoutes, { items }),
});
