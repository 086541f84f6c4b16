import { MAX_CLOCK_ADVANCE_DAYS } from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /dev/clock/advance, bounded', () => {
  it('refuses more than the days one call may move', async () => {
    const before = t.services.clock.offset;
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/clock/advance',
      payload: { days: MAX_CLOCK_ADVANCE_DAYS + 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'days: at most 400 per call; advance in steps',
    });
    expect(t.services.clock.offset).toBe(before);
  });

  it('lets other requests through while it catches up the daily jobs', async () => {
    // A daily job of the test's own counts the days caught up: a request sent once the
    // catch-up is under way is answered while days remain, not after the last one.
    let daysRun = 0;
    let underWay: () => void = () => undefined;
    t.services.scheduler.schedule({
      name: 'clock_advance_test_counter',
      cadence: 'daily',
      run: async () => {
        daysRun += 1;
        underWay();
      },
    });
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const post = (days: number) =>
      fetch(`${origin}/dev/clock/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ days }),
      });
    // A first run of the daily jobs, so the next advance has every day since to catch up.
    expect((await post(1)).status).toBe(200);
    daysRun = 0;
    const started = new Promise<void>((resolve) => {
      underWay = resolve;
    });
    const advance = post(60);
    await started;
    const health = await fetch(`${origin}/health`);
    const daysWhenAnswered = daysRun;
    expect(health.status).toBe(200);
    expect((await advance).status).toBe(200);
    expect(daysRun).toBe(60);
    expect(daysWhenAnswered).toBeLessThan(60);
  });
});
