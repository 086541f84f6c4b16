import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { setBatchRunner } from './batch.ts';
import type { Database, DatabaseHandle } from './database.ts';
import { migrateUnderLock } from './migration-lock.ts';
import { isEmptyDataDir, seedFromTemplate, templateImage } from './pglite-template.ts';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * PGlite's shared buffers (PostgreSQL's default is 128MB): one process on one
 * machine, whose pages the OS caches anyway. The whole pool is touched when
 * PGlite starts, so this is resident memory from the first second.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; when absent PGlite runs in memory. */
  dataDir?: string | undefined;
  /**
   * Where PGlite templates are kept (pglite-template.ts): a new data directory
   * is copied from one, and a database in memory loads its image, instead of
   * running initdb. Absent: initdb.
   */
  templateCacheDir?: string | undefined;
  /** Told when the template cannot be used (the start goes on with initdb). */
  onTemplateError?: (error: unknown) => void;
}

/** Opens PostgreSQL or PGlite behind the same drizzle handle and applies migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.url ? await openPostgres(options.url) : await openPglite(options);
  await handle.ping();
  return handle;
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }, { pgBatchRunner }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
    import('./pg-batch.ts'),
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
  const db = drizzle(pool) as unknown as Database;
  setBatchRunner(db, pgBatchRunner(pool, pg.types));
  return handleFor(db, 'postgres', () => pool.end());
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { dataDir } = options;
  const [{ PGlite }, { drizzle }, { migrate }, { withPreparedStatements }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./pglite-statements.ts'),
  ]);
  const settings = {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
  let client: InstanceType<typeof PGlite>;
  if (dataDir) {
    const directory = path.join(dataDir, 'pgdata');
    if (options.templateCacheDir && (await isEmptyDataDir(directory))) {
      const templateOptions = { cacheDir: options.templateCacheDir, migrationsFolder: MIGRATIONS_FOLDER };
      await seedFromTemplate(directory, templateOptions).catch((error: unknown) => {
        options.onTemplateError?.(error);
      });
    }
    await mkdir(directory, { recursive: true });
    client = new PGlite(directory, settings);
  } else {
    const image = options.templateCacheDir
      ? await templateImage({
          cacheDir: options.templateCacheDir,
          migrationsFolder: MIGRATIONS_FOLDER,
        }).catch((error: unknown) => {
          options.onTemplateError?.(error);
          return undefined;
        })
      : undefined;
    client = new PGlite({ ...settings, ...(image ? { loadDataDir: image } : {}) });
  }
  await client.waitReady;
  // drizzle's PGlite driver only calls query, exec and transaction; each statement text is prepared once.
  const statements = withPreparedStatements(client);
  const db = drizzle(statements as unknown as InstanceType<typeof PGlite>);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  setBatchRunner(db as unknown as Database, statements);
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
