import { cp, mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import { openDatabase } from './open.ts';
import { isEmptyDataDir, templateKey } from './pglite-template.ts';
import { queryRows } from './rows.ts';

type Count = { n: number };

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');
const scratch = await mkdtemp(path.join(tmpdir(), 'wos-template-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Both databases hold the migrated schema, and what one writes the other does not see; closes both. */
async function expectMigratedAndSeparate(first: DatabaseHandle, second: DatabaseHandle): Promise<void> {
  try {
    await first.db.execute(
      sql`insert into job_runs (name, period, started_at) values ('only-in-first', 'x', now())`,
    );
    for (const handle of [first, second]) {
      const [migrations] = await queryRows<Count>(
        handle.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(migrations?.n).toBeGreaterThan(0);
    }
    // A copy, not shared storage.
    const inSecond = await queryRows<Count>(
      second.db,
      sql`select count(*)::int as n from job_runs where name = 'only-in-first'`,
    );
    expect(inSecond).toEqual([{ n: 0 }]);
  } finally {
    await first.close();
    await second.close();
  }
}

describe('the PGlite template a new data directory is copied from', () => {
  it('is named by the migrations: the same for the same files, another when one changes', async () => {
    const copy = path.join(scratch, 'drizzle');
    await cp(MIGRATIONS, copy, { recursive: true });
    expect(await templateKey(copy)).toBe(await templateKey(MIGRATIONS));
    const [first] = (await readdir(copy)).filter((name) => name.endsWith('.sql')).sort();
    await writeFile(path.join(copy, first as string), '\n-- changed\n', { flag: 'a' });
    expect(await templateKey(copy)).not.toBe(await templateKey(MIGRATIONS));
  });

  it('gives each new data directory the migrated schema, built once and shared', async () => {
    const cacheDir = path.join(scratch, 'templates');
    const open = (dataDir: string) =>
      openDatabase({
        dataDir,
        templateCacheDir: cacheDir,
        onTemplateError: (error) => {
          throw error;
        },
      });
    // Two new directories at once: one template is built, both are copies of it.
    const [first, second] = await Promise.all([open(path.join(scratch, 'a')), open(path.join(scratch, 'b'))]);
    await expectMigratedAndSeparate(first, second);
    const entries = await readdir(cacheDir);
    expect(entries.filter((name) => name.startsWith('pgdata-'))).toEqual([
      `pgdata-${await templateKey(MIGRATIONS)}`,
    ]);
    // No build left behind, no lock held, no half copy beside the data directories.
    expect(entries.filter((name) => !name.startsWith('pgdata-'))).toEqual([]);
    expect((await readdir(scratch)).filter((name) => name.includes('.seeding-'))).toEqual([]);
  }, 180_000);

  it('gives each database in memory the migrated schema from one image, built once and shared', async () => {
    const cacheDir = path.join(scratch, 'images');
    const open = () =>
      openDatabase({
        templateCacheDir: cacheDir,
        onTemplateError: (error) => {
          throw error;
        },
      });
    const [first, second] = await Promise.all([open(), open()]);
    await expectMigratedAndSeparate(first, second);
    // One image, no build or lock left behind.
    expect(await readdir(cacheDir)).toEqual([`pgimage-${await templateKey(MIGRATIONS)}.tar`]);
  }, 180_000);

  it('when it builds an image, prunes old ones of other migrations and keeps the directory of these', async () => {
    const cacheDir = path.join(scratch, 'pruned');
    const key = await templateKey(MIGRATIONS);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await mkdir(path.join(cacheDir, `pgdata-${key}`), { recursive: true });
    await writeFile(path.join(cacheDir, `pgdata-${key}`, 'PG_VERSION'), '18\n');
    await writeFile(path.join(cacheDir, 'pgimage-0000000000000000.tar'), '');
    for (const name of [`pgdata-${key}`, 'pgimage-0000000000000000.tar']) {
      await utimes(path.join(cacheDir, name), twoDaysAgo, twoDaysAgo);
    }
    const handle = await openDatabase({
      templateCacheDir: cacheDir,
      onTemplateError: (error) => {
        throw error;
      },
    });
    await handle.close();
    expect((await readdir(cacheDir)).sort()).toEqual([`pgdata-${key}`, `pgimage-${key}.tar`]);
  }, 180_000);

  it('falls back to initdb when no template can be had', async () => {
    await writeFile(path.join(scratch, 'a-file'), '');
    const problems: unknown[] = [];
    const handle = await openDatabase({
      dataDir: path.join(scratch, 'no-cache'),
      // A file, not a directory: the cache cannot be made there.
      templateCacheDir: path.join(scratch, 'a-file', 'templates'),
      onTemplateError: (error) => problems.push(error),
    });
    try {
      expect(await queryRows<Count>(handle.db, sql`select count(*)::int as n from job_runs`)).toEqual([
        { n: 0 },
      ]);
      expect(problems).toHaveLength(1);
    } finally {
      await handle.close();
    }
  }, 180_000);

  it('never replaces a data directory that holds anything', async () => {
    const dataDir = path.join(scratch, 'kept');
    await mkdir(path.join(dataDir, 'pgdata'), { recursive: true });
    await writeFile(path.join(dataDir, 'pgdata', 'PG_VERSION'), '18\n');
    expect(await isEmptyDataDir(path.join(dataDir, 'pgdata'))).toBe(false);
    expect(await isEmptyDataDir(path.join(dataDir, 'absent'))).toBe(true);
  });
});
