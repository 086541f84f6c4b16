import type { AuthService } from '../../account/auth/service.ts';
import type { WalletService } from '../../account/wallet/service.ts';
import type { FarmersService } from '../../game/farmers/service.ts';
import type { HeroesService } from '../../game/heroes/service.ts';
import type { ItemsService } from '../../game/items/service.ts';
import type { FeesService } from '../../payments/fees/service.ts';
import type { IntentsService } from '../../payments/intents/service.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import { defineFeature, routes } from '../../platform/feature.ts';
import { listingsVacuum } from './listings-vacuum.ts';
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
  open: ({ db, database, chain, balances, accounts, clock, log, caches }, needs: MarketplaceNeeds) => ({
    listingsVacuum: listingsVacuum(database),
    marketplace: createMarketplaceService({
      db,
      repo: createMarketplaceRepo(db),
      assets: { farmer: needs.farmers.tradeable, hero: needs.heroes.tradeable, item: needs.items.tradeable },
      intents: needs.intents,
      payouts: needs.payouts,
      wallet: needs.wallet,
      fees: needs.fees,
      chain,
      balances,
      accounts,
      clock,
      log,
      caches,
    }),
  }),
  jobs: ({ listingsVacuum }) => ({ recurring: [listingsVacuum] }),
  routes: ({ marketplace, auth }) => routes(marketplaceRoutes, { marketplace, auth }),
});
