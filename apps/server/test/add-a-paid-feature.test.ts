import { address } from '@solana/kit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { FEATURES } from '../src/app/features.ts';
import { startTestApp, type TestApp } from './app.ts';
import { tipsFeature } from './fixtures/tips/feature.ts';
import type { Tips } from './fixtures/tips/service.ts';
import { createTipsTable, tips } from './fixtures/tips/tables.ts';
import { signedInPlayer, signPrepared, type TestPlayer } from './players.ts';

const ONE_WLO = 1_000_000n;

let t: TestApp;
let player: TestPlayer;
let tipping: Tips;
beforeAll(async () => {
  // The whole of adding a paid feature: its folder (fixtures/tips) and one more entry in the list.
  t = await startTestApp({}, [...FEATURES, tipsFeature]);
  // What the feature's migration would create.
  await t.services.database.db.execute(createTipsTable);
  player = await signedInPlayer(t.app);
  await t.services.faucet.airdrop(player.address, 1, 10);
  tipping = (t.services as unknown as { tips: Tips }).tips;
});
afterAll(() => t.close());

const wloOf = (owner: string) =>
  t.services.chain.getTokenBalance(address(owner), t.services.accounts.wloMint);
const tipRow = async (id: string) =>
  (await t.services.database.db.select().from(tips).where(eq(tips.id, id)))[0];
const post = (url: string, payload: object, auth: object = player.auth) =>
  t.app.inject({ method: 'POST', url, headers: { ...auth }, payload });

describe('a paid feature added with its own folder and one list entry', () => {
  it('serves prepare and process over HTTP: signed by the wallet, landed on chain, applied once', async () => {
    const treasury = t.services.accounts.pools.treasury.address;
    const [playerBefore, treasuryBefore] = await Promise.all([wloOf(player.address), wloOf(treasury)]);

    const prepared = await post('/tips/prepare', { walletAddress: player.address });
    expect(prepared.statusCode).toBe(200);
    const { id, transaction } = prepared.json<{ id: string; transaction: string }>();
    expect(await tipRow(id)).toMatchObject({ status: 'pending', amount: ONE_WLO });

    const signedTransaction = await signPrepared(player.signer, transaction);
    const processed = await post('/tips/process', { walletAddress: player.address, signedTransaction });
    expect(processed.statusCode).toBe(200);
    const first = processed.json<{ signature: string; tipId: string; paid: string }>();
    expect(first).toMatchObject({ tipId: id, paid: ONE_WLO.toString() });
    expect(await tipRow(id)).toMatchObject({ status: 'paid', signature: first.signature });

    // A repeat (by id, or by the signed message alone) answers the first result and pays nothing more.
    const again = await post('/tips/process', { walletAddress: player.address, signedTransaction, id });
    expect(again.json()).toEqual(first);
    expect(await wloOf(player.address)).toBe(playerBefore - ONE_WLO);
    expect(await wloOf(treasury)).toBe(treasuryBefore + ONE_WLO);
  });

  it('takes the acting wallet from the session: no session 401, another wallet 403, nothing prepared', async () => {
    const other = await signedInPlayer(t.app);
    expect((await post('/tips/prepare', { walletAddress: player.address }, {})).statusCode).toBe(401);
    expect((await post('/tips/prepare', { walletAddress: player.address }, other.auth)).statusCode).toBe(403);
  });

  it('types the result by the effect, with no engine file naming the kind', async () => {
    const prepared = await tipping.prepare(player.address);
    const signedTransaction = await signPrepared(player.signer, prepared.transaction);
    const done = await tipping.process({ id: prepared.id, wallet: player.address, signedTransaction });
    expectTypeOf(done.result).toEqualTypeOf<{ tipId: string; paid: string }>();
    expect(done.result.tipId).toBe(prepared.id);
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
    ).rejects.toMatchObject({ code: 'PAYMENT__TRANSACTION_FAILED' });
    expect(await wloOf(player.address)).toBe(before);
  });

  it('names each kind once: a second definition of the same kind is refused', () => {
    expect(() => t.services.intents.define('tip', { result: z.object({}), apply: async () => ({}) })).toThrow(
      /defined twice/,
    );
  });
});
