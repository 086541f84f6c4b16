import { isNotNull, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { RECURRING_PERIOD } from './scheduler.ts';
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

/** When each job last finished and, for a scheduled job, the latest period it finished (ISO date). */
export async function lastJobRuns(
  db: Database,
): Promise<Map<string, { finishedAt: Date; period: string | null }>> {
  const rows = await db
    .select({
      name: jobRuns.name,
      finishedAt: max(jobRuns.finishedAt),
      period: sql<
        string | null
      >`max(${jobRuns.period}) filter (where ${ne(jobRuns.period, RECURRING_PERIOD)})`,
    })
    .from(jobRuns)
    .where(isNotNull(jobRuns.finishedAt))
    .groupBy(jobRuns.name);
  return new Map(
    rows.flatMap((row) =>
      row.finishedAt ? [[row.name, { finishedAt: row.finishedAt, period: row.period }] as const] : [],
    ),
  );
}
