import { defineFeature, routes } from '../../platform/feature.ts';
import type { FarmersService } from '../farmers/service.ts';
import type { HeroesService } from '../heroes/service.ts';
import type { ItemsService } from '../items/service.ts';
import { assetsRoutes } from './routes.ts';
import { createAssetsService } from './service.ts';

/** What a wallet owns in the game, gathered from the features that own it. */
export const assetsFeature = defineFeature({
  name: 'assets',
  open: (
    { walletChanges },
    needs: { heroes: HeroesService; farmers: FarmersService; items: ItemsService },
  ) => ({
    assets: createAssetsService({ ...needs, walletChanges }),
  }),
  routes: ({ assets }) => routes(assetsRoutes, { assets }),
});
