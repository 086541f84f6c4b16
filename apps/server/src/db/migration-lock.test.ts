import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../../test/fresh-database.ts';
import type { DatabaseHandle } from './database.ts';
import { openDatabase } from './open.ts';

const serverUrl = process.env.DATABASE_URL;
const JOURNAL = path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json');

/** A fresh, empty database on the PostgreSQL server of DATABASE_URL. */
const createFresh = () => createFreshDatabase(serverUrl as string, 'wos_migrate');

async function query<T>(url: string, statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

// PGlite is one process's private database, so concurrent starts cannot
// happen there: this runs on PostgreSQL only (DATABASE_URL, as CI's second run sets).
describe.skipIf(!serverUrl)('migrations with several processes starting together (PostgreSQL)', () => {
  let fresh: { url: string; drop(): Promise<void> };
  const opened: DatabaseHandle[] = [];
  beforeAll(async () => {
    fresh = await createFresh();
  });
  afterAll(async () => {
    await Promise.all(opened.map((handle) => handle.close()));
    await fresh?.drop();
  });

  it('apply the schema once while four opens on a fresh database all succeed', async () => {
    const handles = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url: fresh.url })));
    opened.push(...handles);
    const journal = JSON.parse(await readFile(JOURNAL, 'utf8')) as { entries: unknown[] };
    const applied = await query<{ count: number }>(
      fresh.url,
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    expect(applied[0]?.count).toBe(journal.entries.length);
    // Every process can use the schema.
    for (const handle of handles) await handle.ping();
    const tables = await query<{ name: string }>(
      fresh.url,
      "select table_name as name from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['payouts', 'job_runs']));
  });

  it('wait for the migration lock another process holds, then find nothing to do', async () => {
    const other = await createFresh();
    const holder = new pg.Client({ connectionString: other.url });
    await holder.connect();
    try {
      await holder.query("select pg_advisory_lock(7011, hashtext('schema-migrations'))");
      let settled = false;
      const opening = openDatabase({ url: other.url }).finally(() => {
        settled = true;
      });
      // The open queues behind the held lock (seen in pg_locks), and has migrated nothing.
      for (;;) {
        const waiting = await holder.query(
          "select 1 from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())",
        );
        if (waiting.rowCount) break;
        expect(settled).toBe(false);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const schemas = await holder.query("select 1 from pg_namespace where nspname = 'drizzle'");
      expect(schemas.rowCount).toBe(0);
      expect(settled).toBe(false);
      await holder.query("select pg_advisory_unlock(7011, hashtext('schema-migrations'))");
      const handle = await opening;
      await handle.ping();
      await handle.close();
    } finally {
      await holder.end();
      await other.drop();
    }
  });
});
