import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startJobTimer } from './job-timer.ts';

const log = pino({ level: 'silent' });

/** A scheduler that counts its passes. */
function countingScheduler() {
  const scheduler = {
    passes: 0,
    async runDue() {
      scheduler.passes += 1;
      return [];
    },
  };
  return scheduler;
}

describe('the job timer', () => {
  it('runs its first pass once the server listens, not before', async () => {
    const scheduler = countingScheduler();
    let listen: () => void = () => {};
    const listening = new Promise<void>((resolve) => {
      listen = resolve;
    });
    const timer = startJobTimer(scheduler, log, 60_000, listening);
    await new Promise((resolve) => setImmediate(resolve));
    expect(scheduler.passes).toBe(0);
    listen();
    await listening;
    await new Promise((resolve) => setImmediate(resolve));
    expect(scheduler.passes).toBe(1);
    await timer.stop();
  });

  it('runs no pass when stopped before the server listened', async () => {
    const scheduler = countingScheduler();
    let listen: () => void = () => {};
    const listening = new Promise<void>((resolve) => {
      listen = resolve;
    });
    const timer = startJobTimer(scheduler, log, 60_000, listening);
    const stopped = timer.stop();
    listen();
    await stopped;
    expect(scheduler.passes).toBe(0);
  });
});
