import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import {
  BatchError,
  bigintOf,
  dateOf,
  exactlyOne,
  isGuardFailure,
  runBatch,
  runStatement,
  statement,
} from './batch.ts';
import type { DatabaseHandle } from './database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table batch_test (id uuid primary key, label text not null, amount bigint not null, at timestamptz not null)`,
  );
});
afterAll(() => database.close());

const insert = statement(
  'batch_test_insert',
  'insert into batch_test (id, label, amount, at) values ($1, $2, $3, $4) returning id, amount, at',
);
const relabel = statement(
  'batch_test_relabel',
  exactlyOne('update batch_test set label = $2 where id = $1 returning 1'),
);
const byId = statement('batch_test_by_id', 'select label, amount from batch_test where id = $1');
const count = statement('batch_test_count', 'select count(*)::int as n from batch_test');

const ID = ['00000000-0000-4000-8000-00000000000', ''].join('');
const id = (n: number) => `${ID}${n}`;

describe('runBatch', () => {
  it('runs the statements in order in one batch and answers each one’s rows', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const [inserted, read] = await runBatch(database.db, [insert(id(1), 'one', 12n, at), byId(id(1))]);
    expect(inserted).toHaveLength(1);
    expect(bigintOf(inserted?.[0]?.amount)).toBe(12n);
    expect(dateOf(inserted?.[0]?.at).toISOString()).toBe(at.toISOString());
    // The second statement sees the first's row: one transaction.
    expect(read?.[0]?.label).toBe('one');
  });

  it('writes nothing when a statement fails, and says which one', async () => {
    const error = await runBatch(database.db, [
      insert(id(2), 'two', 1n, new Date()),
      insert(id(1), 'duplicate', 1n, new Date()),
    ]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BatchError);
    expect((error as BatchError).index).toBe(1);
    expect((error as BatchError).code).toBe('23505');
    expect(await runStatement(database.db, byId(id(2)))).toEqual([]);
  });

  it('stops at a guard that touched no row, writing nothing of the batch', async () => {
    const error = await runBatch(database.db, [
      insert(id(3), 'three', 1n, new Date()),
      relabel(id(9), 'nobody'),
    ]).catch((caught: unknown) => caught);
    expect(isGuardFailure(error, 1)).toBe(true);
    expect(await runStatement(database.db, byId(id(3)))).toEqual([]);

    await runBatch(database.db, [relabel(id(1), 'uno')]);
    expect((await runStatement(database.db, byId(id(1))))[0]?.label).toBe('uno');
  });

  it('runs a statement again after its first execution failed at bind', async () => {
    const fresh = statement('batch_test_fresh', 'select label from batch_test where id = $1');
    // Not a uuid: parsed, then refused when bound.
    await expect(runStatement(database.db, fresh('not-a-uuid'))).rejects.toBeInstanceOf(BatchError);
    expect((await runStatement(database.db, fresh(id(1))))[0]?.label).toBe('uno');
    const [[row]] = (await runBatch(database.db, [count()])) as [[{ n: number }]];
    expect(row.n).toBe(1);
  });

  it('refuses a second statement of the same name with other text', () => {
    expect(() => statement('batch_test_count', 'select 2')).toThrow(/twice/);
  });
});
