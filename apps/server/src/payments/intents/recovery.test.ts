import { randomBytes } from 'node:crypto';
import {
  address,
  getBase58Decoder,
  getBase64Encoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { signedInPlayer, signPrepared, type TestPlayer } from '../../../test/players.ts';
import { createPayoutsRepo } from '../payouts/repo.ts';
import { createIntentsRepo } from './repo.ts';

let t: TestApp;
let player: TestPlayer;
beforeAll(async () => {
  t = await startTestApp();
  player = await signedInPlayer(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/dev/airdrop',
    payload: { walletAddress: player.address, sol: 1, wlo: 1000 },
  });
});
afterAll(() => t.close());

const wloOf = (owner: string) =>
  t.services.chain.getTokenBalance(address(owner), t.services.accounts.wloMint);

describe('after a crash between sending and recording', () => {
  it('the payment reconciler finds the stake on chain by its signature and activates it once', async () => {
    const prepared = (
      await t.app.inject({
        method: 'POST',
        url: '/staking/v2/stake',
        headers: player.auth,
        payload: { walletAddress: player.address, amount: 100, lockPeriod: 7 },
      })
    ).json();
    // What process does up to the send, then the process "dies".
    const signed = await signPrepared(player.signer, prepared.transaction);
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(signed));
    const signature = getSignatureFromTransaction(transaction);
    const intents = createIntentsRepo(t.services.database.db);
    await intents.transition(prepared.stakeId, 'prepared', {
      status: 'sending',
      signature,
      sentAt: t.services.clock.now(),
    });
    await t.services.chain.sendTransaction(transaction);

    await t.services.intents.reconcile();
    await t.services.intents.reconcile();
    const { stakes } = (
      await t.app.inject({ method: 'GET', url: `/staking/v2/wallet/${player.address}` })
    ).json();
    expect(stakes).toHaveLength(1);
    expect(stakes[0]).toMatchObject({ id: prepared.stakeId, status: 'active', signature });
    const history = (
      await t.app.inject({ method: 'GET', url: `/wallet/transactions/${player.address}` })
    ).json();
    expect(history.transactions.filter((row: { type: string }) => row.type === 'Stake')).toHaveLength(1);

    // The player's own retry of process now returns the recorded result.
    const retry = await t.app.inject({
      method: 'POST',
      url: '/staking/v2/process-transaction',
      headers: player.auth,
      payload: { signedTransaction: signed, stakeId: prepared.stakeId, walletAddress: player.address },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().signature).toBe(signature);
    expect(await wloOf(player.address)).toBe(900_000_000n);
  });

  it('the payout reconciler re-sends a payout whose transaction never landed, and pays it once', async () => {
    const { db } = t.services.database;
    const enqueue = () =>
      db.transaction((tx) =>
        t.services.payouts.enqueue(tx, {
          kind: 'test',
          wallet: player.address,
          amount: 5_000_000n,
          sourcePool: 'treasury',
          dedupeKey: `test:${player.address}`,
        }),
      );
    const payout = await enqueue();
    // Claimed with a signature whose transaction was never sent (the process died).
    const repo = createPayoutsRepo(db);
    const long = new Date(t.services.clock.nowMs() - 60_000);
    await repo.transition(payout.id, 'pending', {
      status: 'sent',
      signature: '5'.repeat(88),
      // A blockhash no longer valid, as one a minute old on a real cluster would be.
      blockhash: getBase58Decoder().decode(randomBytes(32)),
      sentAt: long,
      attempts: 1,
    });
    const before = await wloOf(player.address);
    await t.services.payouts.reconcile(); // sees it never landed: back in line
    await t.services.payouts.reconcile(); // sends it
    await t.services.payouts.reconcile(); // nothing left to do
    expect(await wloOf(player.address)).toBe(before + 5_000_000n);
    expect((await repo.find(payout.id))?.status).toBe('confirmed');

    // The same dedupe key never makes a second payout.
    const again = await enqueue();
    expect(again.id).toBe(payout.id);
    await t.services.payouts.dispatch(again.id);
    expect(await wloOf(player.address)).toBe(before + 5_000_000n);
  });
});
