import { defineFeature, routes } from '../../platform/feature.ts';
import { createFeesRepo } from './repo.ts';
import { feesRoutes } from './routes.ts';
import { createFeesService } from './service.ts';

/** Fee splits of every sale, and their history. */
export const feesFeature = defineFeature({
  name: 'fees',
  open: ({ db, chain, accounts, clock }) => ({
    fees: createFeesService({ db, repo: createFeesRepo(db), chain, accounts, clock }),
  }),
  routes: ({ fees }) => routes(feesRoutes, { fees }),
});
