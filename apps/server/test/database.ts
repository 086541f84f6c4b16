import type { DatabaseHandle } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open.ts';
import { createFreshDatabase } from './fresh-database.ts';

/**
 * A fresh database per test file: a new PostgreSQL database on the server
 * named by DATABASE_URL (dropped on close), else PGlite in memory.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const fresh = await createFreshDatabase(serverUrl, 'wos_test');
  const handle = await openDatabase({ url: fresh.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await fresh.drop();
    },
  };
}
