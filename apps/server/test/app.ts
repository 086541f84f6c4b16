import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../src/app/app.ts';
import { openServices, type Services } from '../src/app/services.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { type AppConfig, loadConfig } from '../src/platform/config.ts';
import type { AnyFeature } from '../src/platform/feature.ts';
import { assertConservation } from './conservation.ts';
import { openTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  config: AppConfig;
  close(): Promise<void>;
}

/** The whole app on this database with a LiteSVM chain in memory, closed without any check. */
export async function openInMemoryApp(
  config: AppConfig,
  database: DatabaseHandle,
  features?: readonly AnyFeature[],
) {
  return openAppOn(config, database, { inMemoryChain: true, ...(features ? { features } : {}) });
}

/**
 * The whole app on this database, closed without any check; the embedded
 * chain in memory, or journalled in config.dataDir as `npm start` keeps it.
 */
export async function openAppOn(
  config: AppConfig,
  database: DatabaseHandle,
  options: { inMemoryChain: boolean; features?: readonly AnyFeature[] },
) {
  const services = await openServices({
    config,
    log: pino({ level: 'silent' }),
    database,
    inMemoryChain: options.inMemoryChain,
    ...(options.features ? { features: options.features } : {}),
  });
  const app = await buildApp({ config, services });
  return {
    app,
    services,
    async close() {
      await app.close();
      await services.close();
    },
  };
}

/**
 * With SOLANA_RPC_URL set (CI's third run), every test app talks JSON-RPC to
 * that local node (`npm run localnet`), with its own fresh mint and pools there.
 */
export function localNodeEnv(): Record<string, string> {
  const url = process.env.SOLANA_RPC_URL;
  return url ? { SOLANA_RPC_URL: url, NETWORK: 'localnet' } : {};
}

/**
 * The whole app as production runs it — real database (PGlite, or PostgreSQL
 * when DATABASE_URL is set) and a real LiteSVM chain — held in memory.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  /** The features to open instead of the game's list (a fixture feature after it). */
  features?: readonly AnyFeature[],
): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', ...localNodeEnv() }),
    ...overrides,
  };
  const opened = await openInMemoryApp(config, await openTestDatabase(), features);
  return {
    app: opened.app,
    services: opened.services,
    config,
    /** Checks conservation of WLO (see assertConservation), then closes: every test file ends with it. */
    async close() {
      try {
        await assertConservation(opened.services);
      } finally {
        await opened.close();
      }
    },
  };
}
