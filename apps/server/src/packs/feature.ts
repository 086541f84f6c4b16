import type { FarmersService } from '../farmers/service.ts';
import type { FeesService } from '../fees/service.ts';
import type { HeroesService } from '../heroes/service.ts';
import type { IntentsService } from '../intents/service.ts';
import type { ItemsService } from '../items/service.ts';
import { defineFeature, routes } from '../platform/feature.ts';
import type { VouchersService } from '../vouchers/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { packsRoutes } from './routes.ts';
import { createPacksService } from './service.ts';

interface PacksNeeds {
  intents: IntentsService;
  wallet: WalletService;
  fees: FeesService;
  vouchers: VouchersService;
  farmers: FarmersService;
  heroes: HeroesService;
  items: ItemsService;
}

/** Packs: the catalogue, paid and free purchases, and opening them into farmers, heroes and items. */
export const packsFeature = defineFeature({
  name: 'packs',
  open: ({ db, chain, accounts, clock, log }, needs: PacksNeeds) => ({
    packs: createPacksService({ ...needs, db, chain, accounts, clock, log }),
  }),
  routes: ({ packs }) => routes(packsRoutes, { packs }),
});
