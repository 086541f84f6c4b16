import { DEFAULT_UNITS_PER_INSTRUCTION, transactionFees } from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { assertConservation } from '../../test/conservation.ts';
import { buyPack, fundedPlayer, lamportsOf, prepare } from '../../test/packs.ts';
import { priorityPrice } from './priority-fees.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await assertConservation(t.services);
  await t.close();
});

const feesOf = (base64: string) => transactionFees(new Uint8Array(Buffer.from(base64, 'base64')));
const fee = (slot: number, microLamports: number) => ({
  slot: BigInt(slot),
  prioritizationFee: BigInt(microLamports),
});

describe("a player's payment carries a compute budget", () => {
  it('sets a unit limit from a simulation of its shape, well under the default, and the stake lands within it', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 1_000 });
    const prepared = await t.app.inject({
      method: 'POST',
      url: '/staking/v2/stake',
      headers: player.auth,
      payload: { walletAddress: player.address, amount: 100, lockPeriod: 7 },
    });
    const fees = feesOf(prepared.json<{ transaction: string }>().transaction);
    expect(fees.unitLimit % 1_000).toBe(0);
    expect(fees.unitLimit).toBeGreaterThan(0);
    // Two legs and a memo would get 600,000 units by default.
    expect(fees.unitLimit).toBeLessThan(DEFAULT_UNITS_PER_INSTRUCTION);
    // The embedded chain has no fee market: no priority is paid.
    expect(fees).toMatchObject({
      microLamportsPerUnit: 0n,
      priorityFeeLamports: 0n,
      baseFeeLamports: 5_000n,
    });
  });

  it('a pack of five split legs lands within its limit, and the player pays exactly the fee the transaction names', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const before = await lamportsOf(t, player.address);
    const { prepared } = await buyPack(t, player, 'farmer-basic');
    const fees = feesOf(prepared.transaction ?? '');
    expect(fees.unitLimit).toBeLessThan(DEFAULT_UNITS_PER_INSTRUCTION * 2);
    const price = BigInt(Math.round(prepared.packDetails.price * 1e9));
    expect(await lamportsOf(t, player.address)).toBe(
      before - price - fees.baseFeeLamports - fees.priorityFeeLamports,
    );
  });

  it('uses the same limit for every payment of one shape', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const limits = new Set<number>();
    for (let i = 0; i < 3; i += 1)
      limits.add(feesOf((await prepare(t, player, 'farmer-basic')).transaction ?? '').unitLimit);
    expect(limits.size).toBe(1);
  });
});

describe('the price per compute unit', () => {
  it("matches the recent slots' 75th percentile", () => {
    const recent = [0, 0, 100, 200, 300, 400, 500, 600].map((micro, slot) => fee(slot, micro));
    expect(priorityPrice(recent, 50_000, 1_000_000n)).toBe(500n);
  });

  it('is lowered so that the limit costs at most the cap', () => {
    // 100,000 lamports over 200,000 units: at most 500,000 micro-lamports a unit.
    expect(priorityPrice([fee(1, 9_000_000)], 200_000, 100_000n)).toBe(500_000n);
  });

  it("for a payout, is the cluster's median, capped so the limit costs at most the payout cap", () => {
    // 150 slots, 48 of them paid 100 lamports a unit by someone: the median slot paid nothing.
    const attacked = Array.from({ length: 150 }, (_, slot) => fee(slot, slot < 48 ? 100_000_000 : 0));
    expect(priorityPrice(attacked, 35_000, 10_000n, 0.5)).toBe(0n);
    // Past half the slots, the median is theirs, and the payout cap bounds it: 10,000 lamports over 35,000 units.
    const flooded = Array.from({ length: 150 }, (_, slot) => fee(slot, slot < 80 ? 100_000_000 : 0));
    expect(priorityPrice(flooded, 35_000, 10_000n, 0.5)).toBe(285_714n);
    expect(
      priorityPrice(
        [1, 2, 3, 4].map((micro) => fee(micro, micro)),
        1_000,
        1_000n,
        0.5,
      ),
    ).toBe(3n);
  });

  it('is nothing when no slot paid a priority', () => {
    expect(priorityPrice([], 200_000, 100_000n)).toBe(0n);
  });
});
