import type { WalletService } from '../../account/wallet/service.ts';
import { defineFeature, routes } from '../../platform/feature.ts';
import type { ItemsService } from '../items/service.ts';
import { createHeroesRepo } from './repo.ts';
import { heroesRoutes } from './routes.ts';
import { createHeroesService } from './service.ts';

/** Heroes: their levels and equipment. */
export const heroesFeature = defineFeature({
  name: 'heroes',
  open: (
    { db, clock, walletChanges },
    { items, wallet }: { items: ItemsService; wallet: WalletService },
  ) => ({
    heroes: createHeroesService({ db, repo: createHeroesRepo(db, walletChanges), items, wallet, clock }),
  }),
  routes: ({ heroes }) => routes(heroesRoutes, { heroes }),
});
