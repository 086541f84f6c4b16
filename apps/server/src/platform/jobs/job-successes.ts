import { isNotNull, max } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jobRuns } from './tables.ts';

/**
 * When each job last finished, by name: scheduled jobs (one row per period)
 * and recurring tasks (their row with period 'recurring') alike.
 */
export async function lastJobSuccesses(db: Database): Promise<Map<string, Date>> {
  const rows = await db
    .select({ name: jobRuns.name, finishedAt: max(jobRuns.finishedAt) })
    .from(jobRuns)
    .where(isNotNull(jobRuns.finishedAt))
    .groupBy(jobRuns.name);
  return new Map(rows.flatMap((row) => (row.finishedAt ? [[row.name, row.finishedAt] as const] : [])));
}
