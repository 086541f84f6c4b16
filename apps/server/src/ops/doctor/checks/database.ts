import type { Database, DatabaseHandle } from '../../../db/database.ts';
import { type CheckResult, type DoctorCheck, fail, ok, reasonOf } from '../check.ts';
import { appliedMigrations, compareMigrations, shippedMigrations } from './migrations.ts';

const NAME = 'database';
/** A database that has not answered by then will not: the doctor says so rather than hang. */
const CONNECT_TIMEOUT_MS = 5_000;

/** The database answers and its migrations are current (what it records against what the server ships). */
export const databaseCheck: DoctorCheck = {
  name: NAME,
  async run({ config, database }): Promise<CheckResult[]> {
    if (!database) {
      return [
        ok(
          NAME,
          `embedded PGlite in ${config.dataDir}: not opened here (a running server may hold it); npm start checks it`,
        ),
      ];
    }
    if ('error' in database) {
      return [
        fail(
          NAME,
          `PostgreSQL did not answer: ${database.error}`,
          'check DATABASE_URL and that PostgreSQL is up',
        ),
      ];
    }
    const { db, engine } = database.handle;
    try {
      return [compareMigrations(engine, shippedMigrations(), await appliedMigrations(db))];
    } catch (error) {
      return [
        fail(
          NAME,
          `${engine} did not answer: ${reasonOf(error)}`,
          'check DATABASE_URL and that PostgreSQL is up',
        ),
      ];
    }
  },
};

/**
 * PostgreSQL for the doctor: one connection, no migrations applied (the
 * doctor only looks). Undefined for the embedded database, left closed.
 */
export async function connectDoctorDatabase(
  url: string | undefined,
): Promise<{ handle: DatabaseHandle } | { error: string } | undefined> {
  if (!url) return undefined;
  const [{ default: pg }, { drizzle }, { sql }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm'),
  ]);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    return { error: reasonOf(error) };
  }
  const db = drizzle(client) as unknown as Database;
  return {
    handle: {
      db,
      engine: 'postgres',
      async ping() {
        await db.execute(sql`select 1`);
      },
      close: () => client.end(),
    },
  };
}
