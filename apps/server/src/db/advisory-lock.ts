import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database.ts';

/** The first key of every lock the game takes, so they never collide with another application's. */
export const LOCK_NAMESPACE = 7011;

export interface AdvisoryLocks {
  /** Runs `work` holding the lock `name`, waiting for another holder to finish first. */
  run<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Runs `work` holding the lock `name`, or skips it (returns `skipped`) while another process holds it. */
  tryRun<T>(name: string, work: () => Promise<T>): Promise<T | typeof SKIPPED>;
}

export const SKIPPED: unique symbol = Symbol('skipped');

/**
 * PostgreSQL advisory locks held by an open transaction: when the process
 * holding one dies, its connection closes and the lock is released, so a
 * survivor takes the work over. The work itself runs on other connections.
 * PGlite is one process with one connection: there is nobody to exclude.
 */
export function createAdvisoryLocks(handle: Pick<DatabaseHandle, 'db' | 'engine'>): AdvisoryLocks {
  if (handle.engine === 'pglite') {
    return { run: (_name, work) => work(), tryRun: (_name, work) => work() };
  }
  const { db } = handle;
  return {
    run: (name, work) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${name}))`);
        return work();
      }),
    tryRun: (name, work) =>
      db.transaction(async (tx) => {
        // node-postgres answers with { rows } (only PostgreSQL reaches here).
        const result = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${name})) as locked`,
        )) as unknown as { rows: Array<{ locked: boolean }> };
        if (!result.rows[0]?.locked) return SKIPPED;
        return work();
      }),
  };
}
