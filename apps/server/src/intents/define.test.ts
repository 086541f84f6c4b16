import { address } from '@solana/kit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../test/app.ts';
import { signedInPlayer, signPrepared, type TestPlayer } from '../test/players.ts';
import { createTips } from './fixtures/tip.ts';
import { createTipsTable, tips } from './fixtures/tip-tables.ts';

const ONE_WLO = 1_000_000n;

let t: TestApp;
let player: TestPlayer;
let tipping: ReturnType<typeof createTips>;
beforeAll(async () => {
  t = await startTestApp();
  player = await signedInPlayer(t.app);
  await t.services.faucet.airdrop(player.address, 1, 10);
  await t.services.database.db.execute(createTipsTable);
  // The whole of adding a paid action: no engine file names the 'tip' kind.
  tipping = createTips({ intents: t.services.intents, accounts: t.services.accounts });
});
afterAll(() => t.close());

const wloOf = (owner: string) =>
  t.services.chain.getTokenBalance(address(owner), t.services.accounts.wloMint);
const tipRow = async (id: string) =>
  (await t.services.database.db.select().from(tips).where(eq(tips.id, id)))[0];

describe('a paid action added with intents.define', () => {
  it('prepares, is signed by the wallet, lands on chain and applies its effect once', async () => {
    const treasury = t.services.accounts.pools.treasury.address;
    const [playerBefore, treasuryBefore] = await Promise.all([wloOf(player.address), wloOf(treasury)]);

    const prepared = await tipping.prepare(player.address);
    expect(await tipRow(prepared.id)).toMatchObject({ status: 'pending', amount: ONE_WLO });
    const signedTransaction = await signPrepared(player.signer, prepared.transaction);
    const request = { id: prepared.id, wallet: player.address, signedTransaction };

    const first = await tipping.process(request);
    expectTypeOf(first.result).toEqualTypeOf<{ tipId: string; paid: string }>();
    expect(first.result).toEqual({ tipId: prepared.id, paid: ONE_WLO.toString() });
    expect(await tipRow(prepared.id)).toMatchObject({ status: 'paid', signature: first.signature });

    // A repeat (by id, or by the signed message alone) answers the first result and pays nothing more.
    expect(await tipping.process(request)).toEqual(first);
    expect(await tipping.process({ wallet: player.address, signedTransaction })).toEqual(first);
    expect(await wloOf(player.address)).toBe(playerBefore - ONE_WLO);
    expect(await wloOf(treasury)).toBe(treasuryBefore + ONE_WLO);
  });

  it('abandons a payment never sent: its own rows are failed by its hook and it can no longer be sent', async () => {
    const before = await wloOf(player.address);
    const prepared = await tipping.prepare(player.address);
    const { db } = t.services.database;
    expect(await db.transaction((tx) => tipping.abandon(prepared.id, tx, 'test: replaced'))).toBe(true);
    expect(await tipRow(prepared.id)).toMatchObject({ status: 'failed' });
    const signedTransaction = await signPrepared(player.signer, prepared.transaction);
    await expect(
      tipping.process({ id: prepared.id, wallet: player.address, signedTransaction }),
    ).rejects.toMatchObject({
      code: 'PAYMENT__TRANSACTION_FAILED',
    });
    expect(await wloOf(player.address)).toBe(before);
  });

  it('names each kind once: a second definition of the same kind is refused', () => {
    expect(() => t.services.intents.define('tip', { result: z.object({}), apply: async () => ({}) })).toThrow(
      /defined twice/,
    );
  });
});
