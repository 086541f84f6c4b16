import type { Logger } from 'pino';
import type { GameAccounts } from '../chain/accounts.ts';
import type { Chain } from '../chain/port.ts';
import type { Clock } from '../clock/clock.ts';
import type { Database } from '../db/database.ts';
import type { FeesService } from '../fees/service.ts';
import type { IntentsService } from '../intents/service.ts';
import type { PayoutsService } from '../payouts/service.ts';
import type { CacheLinks } from '../shared-state/cache-links.ts';
import type { WalletService } from '../wallet/service.ts';
import { createBrowse } from './browse.ts';
import { createInstantSales } from './instant-sell.ts';
import { createListings, type TradeableByType } from './listings.ts';
import { createPurchases } from './purchase.ts';
import type { MarketplaceRepo } from './repo.ts';

/**
 * The marketplace (spec 001 §2–§9, DESIGN §5): players list farmers, heroes
 * and items, buy each other's listings with WLO paid on chain, reprice,
 * cancel, or sell to the treasury at once. The assets stay in their
 * features' tables; the marketplace moves them through `assets`.
 */
export function createMarketplaceService(deps: {
  db: Database;
  repo: MarketplaceRepo;
  assets: TradeableByType;
  intents: IntentsService;
  payouts: PayoutsService;
  wallet: WalletService;
  fees: FeesService;
  chain: Chain;
  accounts: GameAccounts;
  clock: Clock;
  log: Logger;
  /** Other processes' listings, sales and likes drop this one's browse caches. */
  caches?: CacheLinks;
}) {
  const browse = createBrowse(deps);
  const changed = () => browse.invalidate();
  return {
    browse,
    listings: createListings({ ...deps, changed }),
    purchases: createPurchases({ ...deps, changed }),
    instantSales: createInstantSales(deps),
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
