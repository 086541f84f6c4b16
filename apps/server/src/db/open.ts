import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './database.ts';
import { migrateUnderLock } from './migration-lock.ts';

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; when absent PGlite runs in memory. */
  dataDir?: string | undefined;
}

/** Opens PostgreSQL or PGlite behind the same drizzle handle and applies migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.url ? await openPostgres(options.url) : await openPglite(options.dataDir);
  await handle.ping();
  return handle;
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  await migrateUnderLock(url, async (client) => {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  });
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose connection drops (server restart, admin kill) is
  // discarded by the pool; without a listener the error would end the process.
  pool.on('error', () => {});
  // Likewise for a client in use: its query fails with the error (and is
  // handled there); the event itself must not end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool);
  return handleFor(db as unknown as Database, 'postgres', () => pool.end());
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let client: InstanceType<typeof PGlite>;
  if (dataDir) {
    const directory = path.join(dataDir, 'pgdata');
    await mkdir(directory, { recursive: true });
    client = new PGlite(directory);
  } else {
    client = new PGlite();
  }
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return handleFor(db as unknown as Database, 'pglite', () => client.close());
}

function handleFor(
  db: Database,
  engine: DatabaseHandle['engine'],
  close: () => Promise<void>,
): DatabaseHandle {
  return {
    db,
    engine,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close,
  };
}
