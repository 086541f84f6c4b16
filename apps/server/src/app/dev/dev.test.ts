import { address } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { newKey } from '../../../test/players.ts';

let t: TestApp;
const runs: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
  t.services.scheduler.schedule({
    name: 'test-daily',
    cadence: 'daily',
    run: async ({ period }) => {
      runs.push(period);
    },
  });
  await t.services.scheduler.runDue();
});
afterAll(() => t.close());

describe('POST /dev/airdrop', () => {
  it('caps each call', async () => {
    const key = await newKey();
    const tooMuchSol = await t.app.inject({
      method: 'POST',
      url: '/dev/airdrop',
      payload: { walletAddress: key.address, sol: 101 },
    });
    expect(tooMuchSol.statusCode).toBe(400);
    const tooMuchWlo = await t.app.inject({
      method: 'POST',
      url: '/dev/airdrop',
      payload: { walletAddress: key.address, wlo: 1_000_001 },
    });
    expect(tooMuchWlo.statusCode).toBe(400);
    const negative = await t.app.inject({
      method: 'POST',
      url: '/dev/airdrop',
      payload: { walletAddress: key.address, wlo: -5 },
    });
    expect(negative.statusCode).toBe(400);
    const tooPrecise = await t.app.inject({
      method: 'POST',
      url: '/dev/airdrop',
      payload: { walletAddress: key.address, wlo: 0.0000001 },
    });
    expect(tooPrecise.statusCode).toBe(400);
    expect(tooPrecise.json()).toMatchObject({ error: 'INVALID_AMOUNT' });
  });

  it('makes two equal airdrops two transactions', async () => {
    const key = await newKey();
    const payload = { walletAddress: key.address, wlo: 10 };
    await t.app.inject({ method: 'POST', url: '/dev/airdrop', payload });
    const second = await t.app.inject({ method: 'POST', url: '/dev/airdrop', payload });
    expect(second.json()).toMatchObject({ wlo: 20 });
  });
});

describe('POST /dev/clock/advance', () => {
  it('moves the server clock and the chain clock together and runs the jobs that fell due', async () => {
    const before = t.services.clock.nowMs();
    expect(runs).toHaveLength(1);
    const response = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days: 3 } });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ now: string; jobsRun: { name: string; period: string }[] }>();
    expect(Date.parse(body.now) - before).toBeGreaterThanOrEqual(3 * 86_400_000);
    // Each missed day runs once, in order.
    expect(body.jobsRun.filter((run) => run.name === 'test-daily')).toHaveLength(3);
    expect(runs).toHaveLength(4);
    expect(new Set(runs).size).toBe(4);

    // The chain's clock follows: a transaction now executes at the advanced time.
    const key = await newKey();
    await t.app.inject({
      method: 'POST',
      url: '/dev/airdrop',
      payload: { walletAddress: key.address, wlo: 1 },
    });
    expect(await t.services.chain.getTokenBalance(address(key.address), t.services.accounts.wloMint)).toBe(
      1_000_000n,
    );

    // Running again in the same period does nothing.
    expect(await t.services.scheduler.runDue()).toEqual([]);
    expect(runs).toHaveLength(4);
  });

  it('refuses a non-positive number of days', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days: 0 } });
    expect(response.statusCode).toBe(400);
  });
});
