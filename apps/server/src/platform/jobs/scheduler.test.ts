import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { nextPeriod, periodOf } from './periods.ts';
import { jobRuns } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('periods', () => {
  it('start at 00:00 UTC, weekly ones on Sunday', () => {
    const saturday = new Date('2026-11-21T23:59:59Z');
    expect(periodOf('daily', saturday).key).toBe('2026-11-21');
    expect(periodOf('weekly', saturday).key).toBe('2026-11-15');
    expect(periodOf('weekly', new Date('2026-11-22T00:00:00Z')).key).toBe('2026-11-22');
    expect(nextPeriod('weekly', '2026-11-15').key).toBe('2026-11-22');
    expect(nextPeriod('daily', '2026-12-31').key).toBe('2027-01-01');
  });
});

describe('the scheduler', () => {
  it('leaves a failed period unclaimed and runs it on the next pass', async () => {
    let attempts = 0;
    t.services.scheduler.schedule({
      name: 'flaky',
      cadence: 'daily',
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('first attempt fails');
      },
    });
    const first = await t.services.scheduler.runDue();
    expect(first.filter((run) => run.name === 'flaky')).toEqual([]);
    const { db } = t.services.database;
    expect(await db.select().from(jobRuns).where(eq(jobRuns.name, 'flaky'))).toHaveLength(0);
    const second = await t.services.scheduler.runDue();
    expect(second.map((run) => run.name)).toEqual(['flaky']);
    expect(attempts).toBe(2);
  });

  it('runs a period once even when passes overlap', async () => {
    let count = 0;
    t.services.scheduler.schedule({
      name: 'counted',
      cadence: 'weekly',
      run: async () => {
        count += 1;
      },
    });
    await Promise.all([
      t.services.scheduler.runDue(),
      t.services.scheduler.runDue(),
      t.services.scheduler.runDue(),
    ]);
    expect(count).toBe(1);
  });
});
