import type { Database } from './database.ts';

/** The work waiting for each open transaction's commit, by its handle. */
const waiting = new WeakMap<object, Array<() => void>>();
const tracked = new WeakSet<object>();

/**
 * Makes `db.transaction(...)` run what `afterCommit` queued on its handle once
 * it has committed (and drop it on a rollback). Idempotent: one database
 * object shared by several apps (tests) is wrapped once.
 */
export function trackCommits(db: Database): void {
  if (tracked.has(db)) return;
  tracked.add(db);
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const queued: Array<() => void> = [];
    const result = await transaction(async (tx) => {
      waiting.set(tx, queued);
      return work(tx);
    }, config);
    for (const run of queued) run();
    return result;
  }) as Database['transaction'];
}

/**
 * Runs `work` once what `tx` wrote is visible to every other reader: after
 * the commit of the transaction `tx` belongs to, or at once when `tx` is no
 * transaction (a statement on the shared handle has committed when it returns).
 * A cache dropped earlier could be refilled from the old rows by a reader that
 * runs before the commit. `work` must not throw.
 */
export function afterCommit(tx: Database, work: () => void): void {
  const queued = waiting.get(tx);
  if (queued) queued.push(work);
  else work();
}
