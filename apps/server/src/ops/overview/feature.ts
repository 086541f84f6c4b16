import type { AuthService } from '../../account/auth/service.ts';
import type { FarmersService } from '../../game/farmers/service.ts';
import type { StakingService } from '../../game/staking/service.ts';
import type { MarketplaceService } from '../../market/marketplace/service.ts';
import type { AuditService } from '../../payments/audit/service.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import { defineFeature, routes } from '../../platform/feature.ts';
import { overviewRoutes } from './routes.ts';
import { createOverviewService } from './service.ts';

interface OverviewNeeds {
  auth: AuthService;
  payouts: PayoutsService;
  staking: StakingService;
  farmers: FarmersService;
  marketplace: MarketplaceService;
  audit: AuditService;
}

/** The operator's view: GET /admin/overview and the figures behind the economy's gauges in /metrics. */
export const overviewFeature = defineFeature({
  name: 'overview',
  open: ({ db, chain, accounts, clock, scheduler }, needs: OverviewNeeds) => ({
    overview: createOverviewService({ ...needs, db, chain, accounts, clock, scheduler }),
  }),
  routes: ({ overview }, config) => routes(overviewRoutes, { overview, config }),
});
