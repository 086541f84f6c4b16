import type { Client } from 'pg';
import { LOCK_NAMESPACE } from './advisory-lock.ts';

/** The advisory lock of schema migrations; advisory locks are per database. */
const MIGRATION_LOCK = 'schema-migrations';

/**
 * Runs `work` (the drizzle migrator) on a dedicated connection holding a
 * session advisory lock, so N processes starting together on a fresh
 * database apply the schema once: the first migrates, the others wait and
 * then find nothing to do. A process that dies holding the lock loses its
 * connection, and PostgreSQL releases the lock with it.
 */
export async function migrateUnderLock(url: string, work: (client: Client) => Promise<void>): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  // A connection dropped mid-migration surfaces as the query's error; without a listener it would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, hashtext($2))', [LOCK_NAMESPACE, MIGRATION_LOCK]);
    await work(client);
  } finally {
    // Ending the session releases its advisory lock, also after a failed migration.
    await client.end();
  }
}
