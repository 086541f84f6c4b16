import { address } from '@solana/kit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { blockhashesExpire, startTestAppThatExpiresBlockhashes } from '../../../test/blockhashes.ts';
import { newKey } from '../../../test/players.ts';
import { walletTransactions } from '../../account/wallet/tables.ts';
import { faucetMints } from './tables.ts';

/**
 * The dev faucet mints WLO crash-safe like a payout (decided 2026-11-27):
 * the mint is recorded, pending with the player's history row, before it is
 * sent; the chain settles it; nothing mints twice. A crash is a step the
 * process never took: here the test takes the steps one by one.
 */
const WLO = 1_000_000n;
let t: TestApp;
beforeAll(async () => {
  t = await startTestAppThatExpiresBlockhashes();
});
afterAll(() => t?.close());

const wloOf = (owner: string) =>
  t.services.chain.getTokenBalance(address(owner), t.services.accounts.wloMint);
const supply = () => t.services.chain.getTokenSupply(t.services.accounts.wloMint);

/** The outbox row and the history row of the mint with this signature. */
async function recordsOf(signature: string) {
  const { db } = t.services.database;
  const [mint] = await db.select().from(faucetMints).where(eq(faucetMints.signature, signature));
  const history = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.signature, signature));
  return { mint, history };
}

describe('the faucet mint outbox', () => {
  it('answers an airdrop once the mint landed, its outbox row and history row completed together', async () => {
    const key = await newKey();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/dev/airdrop',
      payload: { walletAddress: key.address, wlo: 10 },
    });
    expect(answer.statusCode).toBe(200);
    const [signature] = answer.json<{ signatures: string[] }>().signatures;
    const { mint, history } = await recordsOf(signature ?? '');
    expect(mint).toMatchObject({ status: 'confirmed', wallet: key.address, amount: 10n * WLO });
    expect(history).toEqual([
      expect.objectContaining({ status: 'completed', type: 'Airdrop', token: 'WLO', amount: 10n * WLO }),
    ]);
    expect(mint?.historyId).toBe(history[0]?.id);
  });

  it('recorded, then killed before sending: nothing minted, and the reconciler fails it once it can never land', async () => {
    const key = await newKey();
    const before = await supply();
    const recorded = await t.services.faucetMints.record(key.address, 10n * WLO);
    expect((await recordsOf(recorded.signature)).mint?.status).toBe('pending');
    expect((await recordsOf(recorded.signature)).history[0]?.status).toBe('pending');

    // Still young and its blockhash alive: it may be on its way; the reconciler leaves it.
    await t.services.faucet.reconcile();
    expect((await recordsOf(recorded.signature)).mint?.status).toBe('pending');

    // Past the chain's in-flight grace: it can never land (the process that held it is gone).
    await blockhashesExpire(t);
    t.services.clock.setOffset(t.services.clock.offset + 120_000);
    await t.services.faucet.reconcile();
    const { mint, history } = await recordsOf(recorded.signature);
    expect(mint?.status).toBe('failed');
    expect(history[0]?.status).toBe('failed');
    expect(await wloOf(key.address)).toBe(0n);
    expect(await supply()).toBe(before);
  });

  it('sent, then killed before the answer: the reconciler completes it, and no repeat or re-send mints twice', async () => {
    const key = await newKey();
    const before = await supply();
    const recorded = await t.services.faucetMints.record(key.address, 10n * WLO);
    // What the process did before it died: the transaction reached the chain, nothing after.
    await t.services.chain.sendTransaction(recorded.transaction);
    expect(await wloOf(key.address)).toBe(10n * WLO);
    expect((await recordsOf(recorded.signature)).history[0]?.status).toBe('pending');

    await t.services.faucet.reconcile();
    const settled = await recordsOf(recorded.signature);
    expect(settled.mint?.status).toBe('confirmed');
    expect(settled.history).toEqual([expect.objectContaining({ status: 'completed' })]);

    // The same transaction again (a retrying client, the request's own send): the chain executes it once.
    await t.services.chain.sendTransaction(recorded.transaction);
    expect(await t.services.faucetMints.send(recorded)).toBe(recorded.signature);
    await t.services.faucet.reconcile();
    await t.services.faucet.reconcile();
    expect(await wloOf(key.address)).toBe(10n * WLO);
    expect(await supply()).toBe(before + 10n * WLO);
    const again = await recordsOf(recorded.signature);
    expect(again.mint?.status).toBe('confirmed');
    expect(again.history).toHaveLength(1);
    expect(again.history[0]?.status).toBe('completed');
  });
});
