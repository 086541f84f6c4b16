import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database.ts';
import type { RecurringTask } from '../../platform/jobs/scheduler.ts';

/** Often enough for a busy market, rarely enough that its pause (PGlite runs on the event loop) is not felt. */
export const LISTINGS_VACUUM_EVERY_MS = 10 * 60_000;

/**
 * PGlite has no autovacuum (one process, no background workers), so the
 * listings' visibility map is never set and a page's total under a price
 * range reads every matching row from the table instead of the price index
 * alone (about 15 ms against 1.5 ms over 100,000 open listings). On PGlite
 * this task vacuums the listings table at most every
 * LISTINGS_VACUUM_EVERY_MS; PostgreSQL's autovacuum does it there.
 */
export function listingsVacuum(
  database: Pick<DatabaseHandle, 'db' | 'engine'>,
  now: () => number = () => performance.now(),
): RecurringTask {
  let last = Number.NEGATIVE_INFINITY;
  return {
    name: 'marketplace-listings-vacuum',
    async run() {
      if (database.engine !== 'pglite' || now() - last < LISTINGS_VACUUM_EVERY_MS) return;
      last = now();
      await database.db.execute(sql`VACUUM marketplace_listings`);
    },
  };
}
