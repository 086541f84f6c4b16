import swagger from '@fastify/swagger';
import { APP_VERSION, BRAND } from '@wos/shared';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { actionsFrameworkErrors } from '../game/actions/action-errors.ts';
import { blockchainId } from '../game/actions/blockchain-id.ts';
import type { AppConfig } from '../platform/config.ts';
import { authGuard } from '../platform/http/auth-guard.ts';
import { compression } from '../platform/http/compression.ts';
import { errorHandler } from '../platform/http/error-handler.ts';
import { frameworkErrors } from '../platform/http/framework-errors.ts';
import { networkGuard } from '../platform/http/network.ts';
import { rewritePageNavigation } from '../platform/http/page-navigation.ts';
import { rateLimits } from '../platform/http/rate-limits.ts';
import { securityHeaders } from '../platform/http/security-headers.ts';
import { webApp } from '../platform/http/web-app.ts';
import { metrics } from './metrics/plugin.ts';
import type { Services } from './services.ts';
import { systemRoutes } from './system/routes.ts';
import { ShutdownState } from './system/shutdown-state.ts';
import '../platform/http/fastify-types.ts';

export interface BuildAppOptions {
  config: AppConfig;
  services: Services;
  /** The process logger; absent: silent (tests). */
  logger?: Logger;
  /** Set when the process begins to stop: /ready answers 503 from then on. */
  shutdown?: ShutdownState;
}

/**
 * The whole HTTP app: the platform's plugins and system routes, each
 * feature's routes, then the web app. main.ts and the tests build it the same way.
 */
export async function buildApp({
  config,
  services,
  logger,
  shutdown = new ShutdownState(),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger as FastifyBaseLogger } : { logger: false }),
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    // A browser opening any page URL gets the app, even where the API serves that path.
    rewriteUrl: rewritePageNavigation,
    // A URL the router cannot take still counts against the rate limits and answers in the API's shape.
    frameworkErrors: frameworkErrors([actionsFrameworkErrors(blockchainId(config.network))]),
    // A client that stalls sending its request or body is cut off, not held for minutes.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(config.timeouts.requestMs, 60_000),
      // Node checks the request timeout on this interval (default 30 s).
      connectionsCheckingInterval: Math.min(config.timeouts.requestMs, 1_000),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('network', config.network);

  // First: it hooks every route added after it, the page's files and system routes included.
  await app.register(compression);
  await app.register(swagger, {
    openapi: {
      info: { title: `${BRAND} API`, version: APP_VERSION },
      // Guarded routes name it (auth-guard marks them).
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(errorHandler);
  await app.register(metrics, {
    db: services.database.db,
    overview: services.overview,
    token: config.metricsToken,
  });
  await app.register(securityHeaders, {
    publicOrigin: config.publicOrigin,
    priceSearchUrl: config.priceSearchUrl,
  });
  await app.register(rateLimits, {
    limits: config.rateLimits,
    auth: services.auth,
    store: services.sharedState.rateLimitStore,
  });
  await app.register(authGuard, { auth: services.auth });
  await app.register(networkGuard);

  await app.register(systemRoutes, {
    config,
    database: services.database,
    chain: services.chain,
    accounts: services.accounts,
    audit: services.audit,
    shutdown,
  });
  // Each feature's routes, in the list's order (a feature may serve none under this configuration).
  for (const feature of services.features) {
    await feature.routes?.(services, config)?.register(app);
  }
  await app.register(webApp, { distDir: config.webDistDir });
  return app;
}
