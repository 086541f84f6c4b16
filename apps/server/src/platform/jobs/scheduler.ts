import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type AdvisoryLocks, SKIPPED } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../clock/clock.ts';
import { type Cadence, nextPeriod, periodOf } from './periods.ts';
import { jobRuns } from './tables.ts';

export interface JobContext {
  /** The job's database transaction: the claim commits with the job's work or not at all. */
  tx: Database;
  period: string;
  periodStart: Date;
}

export interface ScheduledJob {
  name: string;
  cadence: Cadence;
  run(context: JobContext): Promise<void>;
}

/**
 * A job run on every tick, by one process at a time (an advisory lock): a
 * process killed in the middle releases it and the next tick elsewhere
 * finishes the work, so it must be idempotent on its own.
 */
export interface RecurringTask {
  name: string;
  run(): Promise<void>;
}

/** The job_runs period under which a recurring task records its last success. */
export const RECURRING_PERIOD = 'recurring' as const;

export interface JobRun {
  name: string;
  period: string;
}

/**
 * Runs each scheduled job once per period. A run claims `(name, period)` in
 * job_runs inside the job's own transaction, so any number of processes run
 * it once, a failure leaves the period unclaimed for the next tick, and
 * periods missed during downtime are caught up in order.
 */
export class Scheduler {
  private readonly jobs: ScheduledJob[] = [];
  private readonly tasks: RecurringTask[] = [];
  private running: Promise<JobRun[]> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly locks: AdvisoryLocks,
  ) {}

  schedule(job: ScheduledJob): void {
    this.jobs.push(job);
  }

  recur(task: RecurringTask): void {
    this.tasks.push(task);
  }

  /** What it runs, in order: each scheduled job with its cadence, then each recurring task. */
  entries(): { name: string; cadence: Cadence | typeof RECURRING_PERIOD }[] {
    return [
      ...this.jobs.map((job) => ({ name: job.name, cadence: job.cadence })),
      ...this.tasks.map((task) => ({ name: task.name, cadence: RECURRING_PERIOD })),
    ];
  }

  /** Runs whatever is due now; concurrent calls share one pass. */
  runDue(): Promise<JobRun[]> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(): Promise<JobRun[]> {
    const ran: JobRun[] = [];
    for (const job of this.jobs) ran.push(...(await this.catchUp(job)));
    for (const task of this.tasks) await this.runTask(task);
    return ran;
  }

  private async runTask(task: RecurringTask): Promise<void> {
    try {
      const startedAt = this.clock.now();
      const outcome = await this.locks.tryRun(`task:${task.name}`, () => task.run());
      if (outcome === SKIPPED) return;
      const finishedAt = this.clock.now();
      await this.db
        .insert(jobRuns)
        .values({ name: task.name, period: RECURRING_PERIOD, startedAt, finishedAt })
        .onConflictDoUpdate({ target: [jobRuns.name, jobRuns.period], set: { startedAt, finishedAt } });
    } catch (error) {
      this.log.error({ err: error, task: task.name }, 'recurring task failed');
    }
  }

  private async catchUp(job: ScheduledJob): Promise<JobRun[]> {
    const current = periodOf(job.cadence, this.clock.now());
    const [last] = await this.db
      .select({ period: jobRuns.period })
      .from(jobRuns)
      .where(
        and(eq(jobRuns.name, job.name), ne(jobRuns.period, RECURRING_PERIOD), isNotNull(jobRuns.finishedAt)),
      )
      .orderBy(desc(jobRuns.period))
      .limit(1);
    const ran: JobRun[] = [];
    let period = last ? nextPeriod(job.cadence, last.period) : current;
    while (period.key <= current.key) {
      if (await this.runOnce(job, period.key, period.start)) ran.push({ name: job.name, period: period.key });
      period = nextPeriod(job.cadence, period.key);
      // Catching up many periods (downtime, a dev clock jump) must not starve the requests waiting meanwhile.
      await yieldToEventLoop();
    }
    return ran;
  }

  private async runOnce(job: ScheduledJob, period: string, periodStart: Date): Promise<boolean> {
    try {
      return await this.db.transaction(async (tx) => {
        const claimed = await tx
          .insert(jobRuns)
          .values({ name: job.name, period, startedAt: this.clock.now() })
          .onConflictDoNothing()
          .returning({ period: jobRuns.period });
        if (claimed.length === 0) return false;
        await job.run({ tx, period, periodStart });
        await tx
          .update(jobRuns)
          .set({ finishedAt: this.clock.now() })
          .where(and(eq(jobRuns.name, job.name), eq(jobRuns.period, period)));
        return true;
      });
    } catch (error) {
      this.log.error({ err: error, job: job.name, period }, 'scheduled job failed; it will be retried');
      return false;
    }
  }
}
