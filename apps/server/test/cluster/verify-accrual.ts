import { sql } from 'drizzle-orm';
import type { Services } from '../../src/app/services.ts';
import { queryRows } from '../../src/db/rows.ts';
import { nextPeriod, periodOf } from '../../src/platform/jobs/periods.ts';
import { RECURRING_PERIOD } from '../../src/platform/jobs/scheduler.ts';

export interface AccrualFigures {
  days: number;
  first: string | null;
  last: string | null;
}

/**
 * The daily accrual ran exactly once per day: its job_runs claims cover
 * every day from the first to today without a gap, each finished, and
 * staking_distributions has one row for each of those days and no other.
 */
export async function checkDailyAccrual(
  services: Services,
): Promise<{ problems: string[]; figures: AccrualFigures }> {
  const { db } = services.database;
  const runs = await queryRows<{ period: string; finished: boolean }>(
    db,
    sql`SELECT period, finished_at IS NOT NULL AS finished FROM job_runs
         WHERE name = 'staking-accrual' AND period <> ${RECURRING_PERIOD} ORDER BY period`,
  );
  const distributions = await queryRows<{ day: string }>(
    db,
    sql`SELECT to_char(distribution_date, 'YYYY-MM-DD') AS day FROM staking_distributions ORDER BY 1`,
  );
  const problems: string[] = [];
  const first = runs[0]?.period ?? null;
  const last = runs.at(-1)?.period ?? null;
  const today = periodOf('daily', services.clock.now()).key;
  if (first === null) return { problems: ['the daily accrual never ran'], figures: { days: 0, first, last } };
  let expected = first;
  for (const run of runs) {
    if (run.period !== expected)
      problems.push(`daily accrual: ${expected} missing (next run is ${run.period})`);
    if (!run.finished) problems.push(`daily accrual: ${run.period} claimed but never finished`);
    expected = nextPeriod('daily', run.period).key;
  }
  if (last !== today) problems.push(`daily accrual: last run ${last}, but the clock is at ${today}`);
  const runDays = runs.map((run) => run.period).join(',');
  const distributedDays = distributions.map((row) => row.day).join(',');
  if (runDays !== distributedDays) {
    problems.push(
      `daily accrual: ${runs.length} job runs but ${distributions.length} distributions (${distributedDays})`,
    );
  }
  return { problems, figures: { days: runs.length, first, last } };
}
