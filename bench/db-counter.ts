/**
 * Counts the round trips a database handle makes, by wrapping the driver
 * under drizzle: PGlite's query/exec and the batches of db/batch.ts (also
 * inside its transactions), or node-postgres' Client.query (pool and
 * transaction alike; a batch is one call).
 */
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';

export interface StatementCounter {
  readonly count: number;
  reset(): void;
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;
interface Queryable {
  query: QueryFn;
  exec?: QueryFn;
  /** A batch of statements in one round trip (db/batch.ts): counted once. */
  batch?: QueryFn;
}
interface PgliteLike extends Queryable {
  transaction: (callback: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
}

export async function countStatements(database: DatabaseHandle): Promise<StatementCounter> {
  let count = 0;
  const counted = (target: Queryable) => {
    for (const name of ['query', 'exec', 'batch'] as const) {
      const original = target[name];
      if (!original) continue;
      target[name] = (...args: unknown[]) => {
        count += 1;
        return original.apply(target, args);
      };
    }
  };
  if (database.engine === 'pglite') {
    const client = (database.db as unknown as { $client: PgliteLike }).$client;
    counted(client);
    const transaction = client.transaction.bind(client);
    client.transaction = (callback) =>
      transaction((tx) => {
        counted(tx);
        return callback(tx);
      });
  } else {
    const { default: pg } = await import('pg');
    const prototype = pg.Client.prototype as unknown as Queryable;
    const original = prototype.query;
    prototype.query = function (this: unknown, ...args: unknown[]) {
      count += 1;
      return original.apply(this, args);
    };
  }
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}
