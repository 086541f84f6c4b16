import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { createAdvisoryLocks } from '../../db/advisory-lock.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { openDatabase } from '../../db/open.ts';
import { Clock } from '../clock/clock.ts';
import { RECURRING_PERIOD, Scheduler } from './scheduler.ts';
import { jobRuns } from './tables.ts';

/**
 * Two schedulers on one PostgreSQL database, as two API processes have: each
 * with its own connection pool, so the advisory lock and the job_runs claim
 * are what keep the work single. (PGlite is one process: nothing to share.)
 */
const databaseUrl = process.env.DATABASE_URL;
let t: TestApp;
let second: DatabaseHandle | undefined;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

async function secondProcessDatabase(): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  // The test app's own database, reached by a second pool.
  const client = (t.services.database.db as unknown as { $client: InstanceType<typeof pg.Pool> }).$client;
  second = await openDatabase({ url: client.options.connectionString as string });
  return second;
}

describe.skipIf(!databaseUrl)('scheduled work across processes', () => {
  it('runs a recurring task in one process at a time and records its last success', async () => {
    const other = await secondProcessDatabase();
    const log = pino({ level: 'silent' });
    const clock = new Clock();
    const schedulers = [
      new Scheduler(t.services.database.db, clock, log, createAdvisoryLocks(t.services.database)),
      new Scheduler(other.db, clock, log, createAdvisoryLocks(other)),
    ];
    let running = 0;
    let overlapped = false;
    let runs = 0;
    for (const scheduler of schedulers) {
      scheduler.recur({
        name: 'exclusive-task',
        run: async () => {
          running += 1;
          overlapped ||= running > 1;
          runs += 1;
          await new Promise((resolve) => setTimeout(resolve, 300));
          running -= 1;
        },
      });
    }
    await Promise.all(schedulers.map((scheduler) => scheduler.runDue()));
    expect(overlapped).toBe(false);
    expect(runs).toBe(1);
    const [row] = await t.services.database.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.name, 'exclusive-task'), eq(jobRuns.period, RECURRING_PERIOD)));
    expect(row?.finishedAt).toBeInstanceOf(Date);

    // Once the holder is done, the next pass of either process runs it again.
    await schedulers[1]?.runDue();
    expect(runs).toBe(2);
  });

  it('claims each period of a scheduled job once across processes', async () => {
    const other = second ?? (await secondProcessDatabase());
    const log = pino({ level: 'silent' });
    const clock = new Clock();
    const schedulers = [
      new Scheduler(t.services.database.db, clock, log, createAdvisoryLocks(t.services.database)),
      new Scheduler(other.db, clock, log, createAdvisoryLocks(other)),
    ];
    let runs = 0;
    for (const scheduler of schedulers) {
      scheduler.schedule({
        name: 'daily-once',
        cadence: 'daily',
        run: async () => {
          runs += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
        },
      });
    }
    const ran = await Promise.all(schedulers.map((scheduler) => scheduler.runDue()));
    expect(runs).toBe(1);
    expect(ran.flat().filter((run) => run.name === 'daily-once')).toHaveLength(1);
  });

  it('a process that dies in the middle of a job leaves nothing half-done, and a survivor runs it', async () => {
    const other = second ?? (await secondProcessDatabase());
    const log = pino({ level: 'silent' });
    const clock = new Clock();
    const dying = new Scheduler(t.services.database.db, clock, log, createAdvisoryLocks(t.services.database));
    const survivor = new Scheduler(other.db, clock, log, createAdvisoryLocks(other));
    const admin = other.db;
    let started: (pid: number) => void = () => {};
    const backend = new Promise<number>((resolve) => {
      started = resolve;
    });
    const ran: string[] = [];
    dying.schedule({
      name: 'half-done',
      cadence: 'daily',
      run: async ({ tx }) => {
        await tx.execute(
          sql`insert into job_runs (name, period, started_at) values ('half-done-work', 'x', now())`,
        );
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: Array<{ pid: number }>;
        };
        started(Number(result.rows[0]?.pid));
        // Never finishes on its own: it works on until its connection dies.
        for (;;) await tx.execute(sql`select pg_sleep(0.05)`);
      },
    });
    survivor.schedule({
      name: 'half-done',
      cadence: 'daily',
      run: async ({ tx }) => {
        await tx.execute(
          sql`insert into job_runs (name, period, started_at) values ('half-done-work', 'y', now())`,
        );
        ran.push('survivor');
      },
    });
    const dyingPass = dying.runDue();
    const pid = await backend;
    // The database sees exactly what a SIGKILL shows it: the connection is gone.
    await admin.execute(sql`select pg_terminate_backend(${pid})`);
    expect(await dyingPass).toEqual([]);
    await survivor.runDue();
    expect(ran).toEqual(['survivor']);
    const work = await t.services.database.db
      .select({ period: jobRuns.period })
      .from(jobRuns)
      .where(eq(jobRuns.name, 'half-done-work'));
    expect(work.map((row) => row.period)).toEqual(['y']);
    const claims = await t.services.database.db.select().from(jobRuns).where(eq(jobRuns.name, 'half-done'));
    expect(claims).toHaveLength(1);
    expect(claims[0]?.finishedAt).toBeInstanceOf(Date);
  });
});
