import { defineFeature, routes } from '../../platform/feature.ts';
import { createHitCounter } from '../../platform/shared-state/postgres-rate-limit-store.ts';
import { loadCookieSecret } from './cookie-secret.ts';
import { createTokenRepo } from './repo.ts';
import { tokenRoutes } from './routes.ts';
import { createTokenService } from './service.ts';
import { visitorCookieSigner } from './visitor-cookie.ts';

/** The token page's visit counter. */
export const tokenFeature = defineFeature({
  name: 'token',
  open: async ({ db, clock, config, dataDir }) => ({
    token: createTokenService({
      db,
      repo: createTokenRepo(db),
      clock,
      signer: visitorCookieSigner(
        await loadCookieSecret({ configured: config.visitorCookieSecret, dataDir }),
      ),
      countHit: createHitCounter(db),
    }),
  }),
  routes: ({ token }, config) =>
    routes(tokenRoutes, { token, secureCookies: config.publicOrigin.startsWith('https://') }),
});
