import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { loadConfig } from '../../platform/config.ts';
import type { CheckResult } from './check.ts';
import { databaseCheck } from './checks/database.ts';
import { shippedMigrations } from './checks/migrations.ts';
import { doctorContext, runChecks } from './run.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  // Migrated as the server opens it (PGlite, or a fresh PostgreSQL database with DATABASE_URL).
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const config = loadConfig({ LOG_LEVEL: 'silent' });
const check = async (): Promise<CheckResult | undefined> =>
  (await runChecks([databaseCheck], doctorContext(config, { handle: database })))[0];
const shipped = shippedMigrations();
const removeRecord = (when: number) =>
  database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${when}`);
const record = (when: number) =>
  database.db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('doctor-test', ${when})`,
  );

describe('the database check: applied migrations against those the server ships', () => {
  it('is ok on a database the server migrated', async () => {
    expect(await check()).toMatchObject({
      status: 'ok',
      detail: expect.stringContaining(`migrations current (${shipped.length}, last ${shipped.at(-1)?.tag})`),
    });
  });

  it('warns of the latest migration not applied yet (start applies it), and fails a gap start never fills', async () => {
    const last = shipped.at(-1)!;
    const middle = shipped[3]!;
    await removeRecord(last.when);
    expect(await check()).toMatchObject({
      status: 'warn',
      detail: expect.stringContaining(`1 migration(s) not applied yet: ${last.tag}`),
    });
    await removeRecord(middle.when);
    expect(await check()).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining(`migration(s) ${middle.tag} not recorded though later ones are`),
    });
    await record(last.when);
    await record(middle.when);
    expect((await check())?.status).toBe('ok');
  });

  it('fails a database a newer server migrated', async () => {
    await record(shipped.at(-1)!.when + 1);
    expect(await check()).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('1 migration(s) this server does not ship'),
    });
  });
});
