/**
 * The whole app as the tests build it (real database, LiteSVM in memory), but
 * closed without the tests' conservation audit (seeded positions have no WLO
 * in the vault behind them, and auditing 10,000 holders is not what is timed)
 * and with rate limits out of the way of a load generator on one address.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../apps/server/src/app/services.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openAppOn, openInMemoryApp } from '../apps/server/test/app.ts';
import { openTestDatabase } from '../apps/server/test/database.ts';

/** PGlite, or a fresh database on the PostgreSQL of DATABASE_URL (dropped on close). */
export type BenchEngine = 'pglite' | 'postgres';

export interface BenchApp {
  app: FastifyInstance;
  services: Services;
  close(): Promise<void>;
}

/** The engines this run can measure: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function benchEngines(): BenchEngine[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Where the app keeps its state: in memory (the tests' app), or in a data directory as `npm start` does. */
export type BenchStorage = 'memory' | { dataDir: string };

/**
 * `env` adds configuration (e.g. SOLANA_RPC_URL and NETWORK for the local
 * node). With a data directory, PGlite and the embedded chain keep their
 * files there, as the product does; PGlite in memory grows each file by
 * copying it whole (Emscripten's MEMFS), which the product never pays.
 */
export async function startBenchApp(
  engine: BenchEngine = 'pglite',
  env: Record<string, string> = {},
  storage: BenchStorage = 'memory',
): Promise<BenchApp> {
  const config = loadConfig({
    ...env,
    ...(storage === 'memory' ? {} : { DATA_DIR: storage.dataDir }),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // One client address sends everything here: per-IP limits would measure 429s.
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
    RATE_LIMIT_WRITES_PER_IP_PER_MINUTE: '1000000',
    RATE_LIMIT_WRITES_PER_WALLET_PER_MINUTE: '1000000',
  });
  if (engine === 'postgres') return openInMemoryApp(config, await openTestDatabase());
  if (storage === 'memory') return openInMemoryApp(config, await openDatabase({}));
  return openAppOn(config, await openDatabase({ dataDir: storage.dataDir }), { inMemoryChain: false });
}
