import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/database.ts';
import type { EventBus } from './bus.ts';
import { openMemoryBus } from './memory-bus.ts';

/** How @fastify/rate-limit keeps its counts: this process's memory, a PostgreSQL table or Redis. */
export type RateLimitStoreOptions = Pick<
  RateLimitPluginOptions,
  'store' | 'redis' | 'nameSpace' | 'skipOnError'
>;

/** What the API processes on one database share besides it. */
export interface SharedState {
  bus: EventBus;
  rateLimitStore: RateLimitStoreOptions;
  close(): Promise<void>;
}

/**
 * The one place that picks how processes share state: Redis when REDIS_URL
 * is set; else PostgreSQL (LISTEN/NOTIFY and a counts table) when the
 * database is PostgreSQL; else (PGlite, one process) memory.
 */
export async function openSharedState(options: {
  /** REDIS_URL, when set. */
  config: { redisUrl: string | undefined };
  database: DatabaseHandle;
  log: Logger;
}): Promise<SharedState> {
  const { config, database, log } = options;
  if (config.redisUrl) return openOnRedis(config.redisUrl, database, log);
  if (database.engine === 'postgres') return openOnPostgres(database, log);
  const bus = openMemoryBus(database.db, log);
  return { bus, rateLimitStore: {}, close: () => bus.close() };
}

async function openOnPostgres(database: DatabaseHandle, log: Logger): Promise<SharedState> {
  const [{ openPostgresBus }, { postgresRateLimitStore }] = await Promise.all([
    import('./postgres-bus.ts'),
    import('./postgres-rate-limit-store.ts'),
  ]);
  // The pool's own settings (drizzle's documented $client), so the listener connects as it does.
  const pool = (database.db as unknown as { $client: import('pg').Pool }).$client;
  const bus = await openPostgresBus({ db: database.db, clientConfig: pool.options, log });
  return {
    bus,
    // Fail open: a count that cannot be stored lets the request through rather than failing it.
    rateLimitStore: { store: postgresRateLimitStore(database.db), skipOnError: true },
    close: () => bus.close(),
  };
}

async function openOnRedis(url: string, database: DatabaseHandle, log: Logger): Promise<SharedState> {
  const [{ Redis }, { openRedisBus }, { sharedScope }] = await Promise.all([
    import('ioredis'),
    import('./redis-bus.ts'),
    import('./scope.ts'),
  ]);
  const scope = await sharedScope(database.db);
  // A command waits through at most two reconnection attempts, then fails (and the rate limit lets it by).
  // Named, so an operator (or a test) finds this deployment's connections in CLIENT LIST.
  const commands = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    connectionName: `wos-${scope}-commands`,
  });
  const subscriber = new Redis(url, { lazyConnect: true, connectionName: `wos-${scope}-bus` });
  commands.on('error', (error: Error) => log.warn({ err: error }, 'shared-state: Redis error'));
  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
    const bus = await openRedisBus({ commands, subscriber, channel: `wos:${scope}:bus`, log });
    return {
      bus,
      rateLimitStore: { redis: commands, nameSpace: `wos:${scope}:rate-limit:`, skipOnError: true },
      async close() {
        await bus.close();
        await commands.quit().catch(() => commands.disconnect());
      },
    };
  } catch (error) {
    commands.disconnect();
    subscriber.disconnect();
    throw error;
  }
}
