import { defineFeature, routes } from '../../platform/feature.ts';
import { packsRoutes } from './routes.ts';
import { createPacksService, type PacksNeeds } from './service.ts';

/** Packs: the catalogue, paid and free purchases, and opening them into farmers, heroes and items. */
export const packsFeature = defineFeature({
  name: 'packs',
  open: ({ db, balances, accounts, clock, log }, needs: PacksNeeds) => ({
    packs: createPacksService({ ...needs, db, balances, accounts, clock, log }),
  }),
  routes: ({ packs }) => routes(packsRoutes, { packs }),
});
