import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { MIGRATIONS_FOLDER } from '../../../db/open.ts';
import { queryRows } from '../../../db/rows.ts';
import { type CheckResult, fail, ok, warn } from '../check.ts';

/** A migration the server ships: drizzle records it by `when` (its created_at). */
export interface ShippedMigration {
  tag: string;
  when: number;
}

/** The migrations this server applies at start, in order (drizzle's journal). */
export function shippedMigrations(folder = MIGRATIONS_FOLDER): ShippedMigration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: ShippedMigration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The `created_at` of every migration the database records; undefined when it has no migrations table. */
export async function appliedMigrations(db: Database): Promise<number[] | undefined> {
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return undefined;
  const rows = await queryRows<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((row) => Number(row.created_at));
}

const NAME = 'database';
const APPLY = 'npm start applies them as it opens the database (under the migration lock)';

/**
 * Compares what the database records with what the server ships, applying
 * nothing. drizzle applies only migrations newer than the last one recorded,
 * so a missing one before it is never applied: that fails, while a tail not
 * applied yet (a new version not started) only warns, since start applies it.
 */
export function compareMigrations(
  engine: string,
  shipped: readonly ShippedMigration[],
  applied: readonly number[] | undefined,
): CheckResult {
  if (applied === undefined || applied.length === 0) {
    return ok(NAME, `${engine} answers; no schema yet: npm start creates it (${shipped.length} migrations)`);
  }
  const recorded = new Set(applied);
  const known = new Set(shipped.map((migration) => migration.when));
  const unknown = applied.filter((when) => !known.has(when));
  if (unknown.length > 0) {
    return fail(
      NAME,
      `${engine} records ${unknown.length} migration(s) this server does not ship: a newer version migrated it`,
      'run the version of the server that migrated this database (or a newer one)',
    );
  }
  const last = Math.max(...applied);
  const missing = shipped.filter((migration) => !recorded.has(migration.when));
  const gaps = missing.filter((migration) => migration.when < last);
  if (gaps.length > 0) {
    return fail(
      NAME,
      `${engine}: migration(s) ${gaps.map((m) => m.tag).join(', ')} not recorded though later ones are; start never applies them`,
      'restore the database from a backup, or apply those migrations by hand (apps/server/drizzle/) and record them',
    );
  }
  if (missing.length > 0) {
    return warn(
      NAME,
      `${engine} answers; ${missing.length} migration(s) not applied yet: ${missing.map((m) => m.tag).join(', ')}`,
      APPLY,
    );
  }
  return ok(NAME, `${engine} answers; migrations current (${shipped.length}, last ${shipped.at(-1)?.tag})`);
}
