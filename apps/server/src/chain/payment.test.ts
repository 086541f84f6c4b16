import { address } from '@solana/kit';
import { splitBaseUnits } from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { signedInPlayer, signPrepared, type TestPlayer } from '../../test/players.ts';
import type { PaidAction } from '../payments/intents/paid-action.ts';
import { type PaymentLeg, solBurnLeg } from './payment.ts';
import { INCINERATOR } from './programs.ts';

let t: TestApp;
let player: TestPlayer;
// A purchase-like kind for this test only.
let testPurchase: PaidAction<{ paid: true }>;
beforeAll(async () => {
  t = await startTestApp();
  player = await signedInPlayer(t.app);
  await t.services.faucet.airdrop(player.address, 2, 1000);
  testPurchase = t.services.intents.define('test-purchase', {
    result: z.object({ paid: z.literal(true) }),
    async apply() {
      return { paid: true as const };
    },
  });
});
afterAll(() => t.close());

const wloOf = (owner: string) =>
  t.services.chain.getTokenBalance(address(owner), t.services.accounts.wloMint);

async function pay(legs: PaymentLeg[], token: 'SOL' | 'WLO') {
  const prepared = await testPurchase.prepare({ wallet: player.address, token, legs });
  return testPurchase.process({
    id: prepared.id,
    wallet: player.address,
    signedTransaction: await signPrepared(player.signer, prepared.transaction),
  });
}

describe('a player-paid transaction with several recipients', () => {
  it('splits a WLO purchase 30/30/25/10/5 exactly, burning the 10 % from the supply', async () => {
    const { pools, wloMint } = t.services.accounts;
    const price = 333_333_333n; // odd on purpose: no base unit may be lost in the split
    const [farming, staking, developer, burn, treasury] = splitBaseUnits(price, [30, 30, 25, 10, 5]) as [
      bigint,
      bigint,
      bigint,
      bigint,
      bigint,
    ];
    expect(farming + staking + developer + burn + treasury).toBe(price);
    const holders = [
      player.address,
      pools.farmingPool.address,
      pools.stakingRewards.address,
      pools.developer.address,
      pools.treasury.address,
    ];
    const before = await Promise.all(holders.map(wloOf));
    const supplyBefore = await t.services.chain.getTokenSupply(wloMint);

    const { result } = await pay(
      [
        { kind: 'wlo-transfer', to: pools.farmingPool.address, amount: farming },
        { kind: 'wlo-transfer', to: pools.stakingRewards.address, amount: staking },
        { kind: 'wlo-transfer', to: pools.developer.address, amount: developer },
        { kind: 'wlo-burn', amount: burn },
        { kind: 'wlo-transfer', to: pools.treasury.address, amount: treasury },
      ],
      'WLO',
    );
    expect(result).toEqual({ paid: true });

    const after = await Promise.all(holders.map(wloOf));
    expect(after.map((balance, i) => balance - (before[i] ?? 0n))).toEqual([
      -price,
      farming,
      staking,
      developer,
      treasury,
    ]);
    expect(await t.services.chain.getTokenSupply(wloMint)).toBe(supplyBefore - burn);
  });

  it('stores the legs with the intent, so the server knows what the payment moved', async () => {
    const { pools } = t.services.accounts;
    const lamportsBefore = await t.services.chain.getLamports(INCINERATOR);
    const treasuryBefore = await t.services.chain.getLamports(pools.treasury.address);
    const [toTreasury, burned] = splitBaseUnits(1_000_000n, [95, 5]) as [bigint, bigint];
    const legs = [
      { kind: 'sol-transfer' as const, to: pools.treasury.address, amount: toTreasury },
      solBurnLeg(burned),
    ];
    const prepared = await testPurchase.prepare({ wallet: player.address, token: 'SOL', legs });
    const { txIntents } = await import('../payments/intents/tables.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.services.database.db.select().from(txIntents).where(eq(txIntents.id, prepared.id));
    expect(row).toMatchObject({ amount: 1_000_000n, token: 'SOL' });
    expect(row?.legs).toEqual([
      { kind: 'sol-transfer', to: pools.treasury.address, amount: '950000' },
      { kind: 'sol-transfer', to: INCINERATOR, amount: '50000' },
    ]);
    await testPurchase.process({
      id: prepared.id,
      wallet: player.address,
      signedTransaction: await signPrepared(player.signer, prepared.transaction),
    });
    expect(await t.services.chain.getLamports(pools.treasury.address)).toBe(treasuryBefore + toTreasury);
    expect(await t.services.chain.getLamports(INCINERATOR)).toBe(lamportsBefore + burned);
  });
});
