import type { AuthService } from '../auth/service.ts';
import type { FarmersService } from '../farmers/service.ts';
import type { FeesService } from '../fees/service.ts';
import type { HeroesService } from '../heroes/service.ts';
import type { IntentsService } from '../intents/service.ts';
import type { ItemsService } from '../items/service.ts';
import type { PayoutsService } from '../payouts/service.ts';
import { defineFeature, routes } from '../platform/feature.ts';
import type { WalletService } from '../wallet/service.ts';
import { createMarketplaceRepo } from './repo.ts';
import { marketplaceRoutes } from './routes.ts';
import { createMarketplaceService } from './service.ts';

interface MarketplaceNeeds {
  auth: AuthService;
  farmers: FarmersService;
  heroes: HeroesService;
  items: ItemsService;
  intents: IntentsService;
  payouts: PayoutsService;
  wallet: WalletService;
  fees: FeesService;
}

/** Listings of farmers, heroes and items, their purchase, and instant sales to the treasury. */
export const marketplaceFeature = defineFeature({
  name: 'marketplace',
  open: ({ db, chain, accounts, clock, log, caches }, needs: MarketplaceNeeds) => ({
    marketplace: createMarketplaceService({
      db,
      repo: createMarketplaceRepo(db),
      assets: { farmer: needs.farmers.tradeable, hero: needs.heroes.tradeable, item: needs.items.tradeable },
      intents: needs.intents,
      payouts: needs.payouts,
      wallet: needs.wallet,
      fees: needs.fees,
      chain,
      accounts,
      clock,
      log,
      caches,
    }),
  }),
  routes: ({ marketplace, auth }) => routes(marketplaceRoutes, { marketplace, auth }),
});
