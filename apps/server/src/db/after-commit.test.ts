import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import { afterCommit, trackCommits } from './after-commit.ts';
import type { DatabaseHandle } from './database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  trackCommits(database.db);
  trackCommits(database.db); // a second app on the same handle wraps nothing again
  await database.db.execute(sql`create table after_commit_probe (n int)`);
});
afterAll(() => database.close());

/** What a reader outside the transaction sees. */
async function committed(): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from after_commit_probe`,
  )) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]?.n ?? -1;
}

describe('afterCommit', () => {
  it('runs once the transaction committed, when other readers see its rows', async () => {
    let seenThen: Promise<number> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into after_commit_probe values (1)`);
      afterCommit(tx, () => {
        seenThen = committed();
      });
      expect(seenThen).toBeUndefined();
    });
    expect(await seenThen).toBe(1);
  });

  it('never runs for a rolled back transaction, and at once without one', async () => {
    const ran: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('rolled back'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    afterCommit(database.db, () => ran.push('at once'));
    expect(ran).toEqual(['at once']);
  });
});
