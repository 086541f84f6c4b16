import type { Database } from '../../db/database.ts';
import { lastJobRuns } from './job-successes.ts';
import { nextPeriod, periodOf } from './periods.ts';
import { RECURRING_PERIOD, type Scheduler } from './scheduler.ts';

/** How often the job timer runs the scheduler (start-server.ts): every recurring task's period. */
export const JOB_TICK_MS = 60_000;

const PERIOD_SECONDS = { daily: 86_400, weekly: 7 * 86_400, [RECURRING_PERIOD]: JOB_TICK_MS / 1000 } as const;

export interface JobScheduleEntry {
  name: string;
  cadence: keyof typeof PERIOD_SECONDS;
  /** How often it runs, in seconds (a recurring task: every tick). */
  periodSeconds: number;
  lastSuccessAt: Date | null;
  /**
   * A scheduled job: the start of the first period it has not finished (in
   * the past: due, it runs at the next tick). A recurring task: a tick after
   * its last success; null before its first.
   */
  nextRunAt: Date | null;
}

/** Every job and recurring task the scheduler runs, with its last success and next run (one statement). */
export async function jobSchedule(
  db: Database,
  scheduler: Pick<Scheduler, 'entries'>,
  now: Date,
): Promise<JobScheduleEntry[]> {
  const runs = await lastJobRuns(db);
  return scheduler.entries().map(({ name, cadence }) => {
    const run = runs.get(name);
    const periodSeconds = PERIOD_SECONDS[cadence];
    const nextRunAt =
      cadence === RECURRING_PERIOD
        ? run
          ? new Date(run.finishedAt.getTime() + periodSeconds * 1000)
          : null
        : run?.period
          ? nextPeriod(cadence, run.period).start
          : periodOf(cadence, now).start;
    return { name, cadence, periodSeconds, lastSuccessAt: run?.finishedAt ?? null, nextRunAt };
  });
}
