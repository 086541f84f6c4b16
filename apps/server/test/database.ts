import type { DatabaseHandle } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createFreshDatabase } from './fresh-database.ts';

/**
 * A fresh database per test file: a new PostgreSQL database on the server
 * named by DATABASE_URL (dropped on close), else PGlite in memory, loaded
 * from the migrated template's image (pglite-template.ts) rather than initdb.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openMemoryDatabase();
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

/** PGlite in memory, from the template image kept where `npm start` keeps its templates. */
export function openMemoryDatabase(): Promise<DatabaseHandle> {
  return openDatabase({ templateCacheDir: loadConfig({ LOG_LEVEL: 'silent' }).pgliteTemplateDir });
}
