import { defineFeature, routes } from '../../platform/feature.ts';
import { createAuthRepo } from './repo.ts';
import { authRoutes } from './routes.ts';
import { createAuthService } from './service.ts';

/** Sign-in by signed message, and the sessions it opens. */
export const authFeature = defineFeature({
  name: 'auth',
  open: ({ db, clock, config, sharedState }) => ({
    auth: createAuthService({
      repo: createAuthRepo(db),
      clock,
      origin: config.publicOrigin,
      network: config.network,
      bus: sharedState.bus,
    }),
  }),
  routes: ({ auth }) => routes(authRoutes, { auth }),
});
