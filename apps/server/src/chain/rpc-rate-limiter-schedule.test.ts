import { isWosError } from '@wos/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcRateLimiter } from './rpc-rate-limiter.ts';

/**
 * The limiter's schedule on a fake clock (vitest's fake timers drive both its
 * clock and its timers): when each request is let go, in ms from the start.
 */
const FAR = 60_000;
let start: number;
beforeEach(() => {
  vi.useFakeTimers();
  start = Date.now();
});
afterEach(() => vi.useRealTimers());

const clock = () => Date.now();

/** Lets `count` requests wait, each answered as soon as it is let go; returns when each went. */
async function schedule(limiter: RpcRateLimiter, count: number, runMs: number): Promise<number[]> {
  const sentAt: number[] = [];
  for (let i = 0; i < count; i++) {
    void limiter.acquire(start + FAR).then((turn) => {
      sentAt.push(Date.now() - start);
      turn.answered();
      turn.release();
    });
  }
  await vi.advanceTimersByTimeAsync(runMs);
  return sentAt;
}

describe('RpcRateLimiter', () => {
  it('lets a whole second go at once with the default burst, then the next second', async () => {
    const limiter = new RpcRateLimiter({ maxRps: 3 }, clock);
    expect(await schedule(limiter, 7, 5_000)).toEqual([0, 0, 0, 1000, 1000, 1000, 2000]);
  });

  it('spreads a second evenly with a burst of one', async () => {
    const limiter = new RpcRateLimiter({ maxRps: 4, burst: 1 }, clock);
    expect(await schedule(limiter, 5, 5_000)).toEqual([0, 250, 500, 750, 1000]);
  });

  it('holds a place until a second after the answer, however long the answer took', async () => {
    const limiter = new RpcRateLimiter({ maxRps: 1 }, clock);
    const first = await limiter.acquire(start + FAR);
    const second = limiter.acquire(start + FAR).then(() => Date.now() - start);
    await vi.advanceTimersByTimeAsync(400);
    first.release();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await second).toBe(1400);
  });

  it('refuses at once, as busy, a request whose turn would come after its deadline', async () => {
    const limiter = new RpcRateLimiter({ maxRps: 1 }, clock);
    (await limiter.acquire(start + FAR)).release();
    const refused = await limiter.acquire(start + 500).catch((error: unknown) => error);
    expect(Date.now() - start).toBe(0);
    expect(isWosError(refused) && refused.code).toBe('CHAIN__UNAVAILABLE');
    expect(isWosError(refused) && refused.details).toBeUndefined();
  });

  it('pauses everyone after a 429 for its Retry-After, and backs off on its own without one', async () => {
    const limiter = new RpcRateLimiter({ maxRps: 0 }, clock);
    const throttled = await limiter.acquire(start + FAR);
    throttled.throttled(2_000);
    throttled.release();
    // Nothing goes before the pause ends; one that cannot wait that long is refused at once.
    const tooSoon = await limiter.acquire(start + 1_000).catch((error: unknown) => error);
    expect(isWosError(tooSoon) && tooSoon.details).toEqual({ rpcStatus: 429 });
    expect(await schedule(limiter, 2, 3_000)).toEqual([2000, 2000]);

    start = Date.now();
    const again = await limiter.acquire(start + FAR);
    again.throttled(undefined);
    again.release();
    expect(await schedule(limiter, 1, 3_000)).toEqual([250]);
  });
});
