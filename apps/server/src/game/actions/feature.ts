import { defineFeature, routes } from '../../platform/feature.ts';
import { blockchainId } from './blockchain-id.ts';
import type { ListingSales, PackSales } from './ports.ts';
import { actionsRoutes } from './routes.ts';
import { createActionsService } from './service.ts';

/** Solana Actions and blinks: share a listing or a pack; any wallet buys it without the page. */
export const actionsFeature = defineFeature({
  name: 'actions',
  open: ({ chain }, { marketplace, packs }: { marketplace: ListingSales; packs: PackSales }) => ({
    actions: createActionsService({ marketplace, packs, chain }),
  }),
  routes: ({ actions }, config) =>
    routes(actionsRoutes, { actions, blockchainId: blockchainId(config.network) }),
});
