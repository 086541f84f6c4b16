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
import { assetsRoutes } from './assets/routes.ts';
import { authRoutes } from './auth/routes.ts';
import type { AppConfig } from './config.ts';
import { devRoutes } from './dev/routes.ts';
import { authGuard } from './http/auth-guard.ts';
import { errorHandler } from './http/error-handler.ts';
import { networkGuard } from './http/network.ts';
import { webApp } from './http/web-app.ts';
import type { Services } from './services.ts';
import { stakingRoutes } from './staking/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import './http/fastify-types.ts';

export interface BuildAppOptions {
  config: AppConfig;
  services: Services;
  /** The process logger; absent: silent (tests). */
  logger?: Logger;
}

/** The whole HTTP app; main.ts and the tests build it the same way. */
export async function buildApp({ config, services, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger as FastifyBaseLogger } : { logger: false }),
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('network', config.network);

  await app.register(swagger, {
    openapi: { info: { title: `${BRAND} API`, version: APP_VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(errorHandler);
  await app.register(authGuard, { auth: services.auth });
  await app.register(networkGuard);

  await app.register(systemRoutes, {
    config,
    database: services.database,
    chain: services.chain,
    accounts: services.accounts,
  });
  await app.register(authRoutes, { auth: services.auth });
  await app.register(walletRoutes, { wallet: services.wallet });
  await app.register(assetsRoutes, { assets: services.assets });
  await app.register(stakingRoutes, services.staking);
  if (config.network === 'localnet') {
    await app.register(devRoutes, { faucet: services.faucet, clockControl: services.clockControl });
  }
  await app.register(webApp, { distDir: config.webDistDir });
  return app;
}
