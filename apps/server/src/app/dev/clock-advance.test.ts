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
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A first run of the daily jobs, so the next advance has every day since to catch up.
    await fetch(`${origin}/dev/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days: 1 }),
    });
    const order: string[] = [];
    const advance = fetch(`${origin}/dev/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days: 60 }),
    }).then((response) => order.push(`advance ${response.status}`));
    // Sent once the catch-up is under way: answered before it ends, not after.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = fetch(`${origin}/health`).then((response) => order.push(`health ${response.status}`));
    await Promise.all([advance, health]);
    expect(order).toEqual(['health 200', 'advance 200']);
  });
});
