import type { Logger } from 'pino';
import type { WalletService } from '../../account/wallet/service.ts';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { PaymentBalances } from '../../chain/balance-cache.ts';
import type { Chain } from '../../chain/port.ts';
import type { Database } from '../../db/database.ts';
import type { FeesService } from '../../payments/fees/service.ts';
import type { IntentsService } from '../../payments/intents/service.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { CacheLinks } from '../../platform/shared-state/cache-links.ts';
import { createBrowse } from './browse.ts';
import { createInstantSales } from './instant-sell.ts';
import { createListings, type TradeableByType } from './listings.ts';
import { createPurchases } from './purchase.ts';
import type { MarketplaceRepo } from './repo.ts';

/**
 * The marketplace (docs/spec/001-game.md §2–§9, docs/rules.md §6): players list farmers, heroes
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
  balances: PaymentBalances;
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
    /** How many listings are open (the operator's count). */
    openListingCount: () => deps.repo.openCount(),
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
