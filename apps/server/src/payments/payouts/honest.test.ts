import { type Address, address } from '@solana/kit';
import { buildServerSigned } from '@wos/svm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { moveWlo } from '../../../test/move-wlo.ts';
import { signedInPlayer, type TestPlayer } from '../../../test/players.ts';
import { stakeOverHttp } from '../../../test/staking.ts';
import { walletTransactions } from '../../account/wallet/tables.ts';
import { createPayoutsRepo } from './repo.ts';
import { payouts as payoutsTable } from './tables.ts';

let t: TestApp;
const ADMIN_TOKEN = 'test-admin-token-of-32-characters';
beforeAll(async () => {
  t = await startTestApp({ adminToken: ADMIN_TOKEN });
  await t.services.scheduler.runDue();
});
afterAll(() => t.close());

const rewardsPool = () => t.services.accounts.pools.stakingRewards;
const wloOf = (owner: Address | string) =>
  t.services.chain.getTokenBalance(address(owner), t.services.accounts.wloMint);

async function drainRewardsPool() {
  await moveWlo(
    t.services,
    rewardsPool(),
    t.services.accounts.pools.treasury.address,
    await wloOf(rewardsPool().address),
  );
  expect(await wloOf(rewardsPool().address)).toBe(0n);
}

/** Refills by minting to the pool with the faucet's mint authority (recorded, so the audit knows it). */
async function refill(amount: bigint) {
  await t.services.faucet.airdrop(rewardsPool().address, 0, Number(amount) / 1_000_000);
}

function advanceMs(ms: number) {
  t.services.clock.setOffset(t.services.clock.offset + ms);
}

async function stakedPlayerWithRewards(): Promise<{ player: TestPlayer; stakeId: string }> {
  const player = await signedInPlayer(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/dev/airdrop',
    payload: { walletAddress: player.address, sol: 1, wlo: 1000 },
  });
  const { stakeId } = await stakeOverHttp(t.app, player, 1000, 7);
  await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days: 8 } });
  // The clock step ends the session; sign in again.
  return { player: await signedInPlayer(t.app, player.signer), stakeId };
}

const claim = (player: TestPlayer, stakingId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/staking/v2/claim',
    headers: player.auth,
    payload: { walletAddress: player.address, stakingId },
  });

const historyOf = (wallet: string) =>
  t.services.database.db.select().from(walletTransactions).where(eq(walletTransactions.wallet, wallet));

describe('a claim the rewards pool cannot pay', () => {
  it('is refused with 503 and changes nothing; after a refill the same claim pays once', async () => {
    const { player, stakeId } = await stakedPlayerWithRewards();
    const before = await wloOf(player.address);
    await drainRewardsPool();

    const refused = await claim(player, stakeId);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      error: 'PAYMENT__POOL_INSUFFICIENT',
      message: 'The rewards pool cannot pay this claim right now; please try again later',
    });
    expect((await historyOf(player.address)).filter((row) => row.type === 'Staking Reward')).toEqual([]);
    const rows = await t.services.database.db
      .select()
      .from(payoutsTable)
      .where(eq(payoutsTable.dedupeKey, `stake:${stakeId}:rewards`));
    expect(rows).toEqual([]);

    await refill(1_000n * 1_000_000n);
    const paid = await claim(player, stakeId);
    expect(paid.statusCode).toBe(200);
    const body = paid.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Rewards claimed',
      payout: { status: 'confirmed' },
    });
    const rewards = await wloOf(player.address);
    // The claim returns the stake with its rewards (CLAIM ALL in one call).
    expect(rewards - before).toBe(BigInt(Math.round((body.rewards + body.principal) * 1_000_000)));
    const [history] = (await historyOf(player.address)).filter((row) => row.type === 'Staking Reward');
    expect(history).toMatchObject({ status: 'completed', signature: body.payout.signature });
    expect((await claim(player, stakeId)).json().error).toBe('STAKING__NOTHING_TO_CLAIM');
  });
});

describe('an accepted payout the pool can no longer pay', () => {
  it('stays pending (never failed) through many tries, then lands exactly once after a refill', async () => {
    const { player, stakeId } = await stakedPlayerWithRewards();
    await refill(10n * 1_000_000n);
    // Accepted while the pool covers it (what claim does), then the pool is drained before it is sent.
    const { db } = t.services.database;
    const accepted = await db.transaction((tx) =>
      t.services.payouts.enqueue(tx, {
        kind: 'staking_reward',
        wallet: player.address,
        amount: 3_000_000n,
        sourcePool: 'stakingRewards',
        dedupeKey: `stake:${stakeId}:race`,
        history: { type: 'Staking Reward', category: 'staking', item: 'race' },
      }),
    );
    await drainRewardsPool();
    const before = await wloOf(player.address);

    expect(await t.services.payouts.dispatch(accepted.id)).toEqual({ status: 'pending', signature: null });
    const repo = createPayoutsRepo(db);
    for (let attempt = 0; attempt < 8; attempt++) {
      advanceMs(11 * 60_000);
      await t.services.payouts.reconcile();
    }
    const waiting = await repo.find(accepted.id);
    expect(waiting).toMatchObject({ status: 'pending', signature: null });
    expect(waiting!.attempts).toBeGreaterThan(5);
    expect(waiting!.nextAttemptAt!.getTime() - t.services.clock.nowMs()).toBeLessThanOrEqual(10 * 60_000);
    // The operator sees it waiting for the pool (pending), not failed: nothing was sent.
    expect(waiting!.lastError).toBe('pool short of WLO');
    expect((await t.services.payouts.listFailed(50)).map((row) => row.id)).not.toContain(accepted.id);
    expect((await t.services.payouts.summary(false)).counts).toMatchObject({ pending: 1, failed: 0 });
    const [pendingHistory] = (await historyOf(player.address)).filter((row) => row.item === 'race');
    expect(pendingHistory).toMatchObject({ status: 'pending', signature: null });

    // The operator sees it.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/admin/payouts?status=pending',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().payouts.map((row: { id: string }) => row.id)).toContain(accepted.id);

    await refill(5n * 1_000_000n);
    advanceMs(11 * 60_000);
    await t.services.payouts.reconcile();
    await t.services.payouts.reconcile();
    expect(await wloOf(player.address)).toBe(before + 3_000_000n);
    const landed = await repo.find(accepted.id);
    expect(landed?.status).toBe('confirmed');
    const [completed] = (await historyOf(player.address)).filter((row) => row.item === 'race');
    expect(completed).toMatchObject({ status: 'completed', signature: landed?.signature });

    advanceMs(11 * 60_000);
    await t.services.payouts.reconcile();
    await t.services.payouts.dispatch(accepted.id);
    expect(await wloOf(player.address)).toBe(before + 3_000_000n);
  });

  it('answers a claim whose payout could not be sent with pending, never "claimed"', async () => {
    const { player, stakeId } = await stakedPlayerWithRewards();
    await refill(10n * 1_000_000n);
    // The pool holds the WLO but cannot pay the network fee: the payout is accepted and cannot be sent.
    const pool = rewardsPool();
    const lamports = await t.services.chain.getLamports(pool.address);
    const { getTransferSolInstruction } = await import('@solana-program/system');
    const sweep = [
      getTransferSolInstruction({
        source: pool,
        destination: t.services.accounts.pools.treasury.address,
        amount: lamports - 5_000n,
      }),
    ];
    await t.services.chain.sendTransaction(
      await buildServerSigned(pool, [], sweep, await t.services.chain.getLatestBlockhash()),
    );

    const answer = await claim(player, stakeId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      success: true,
      payout: { status: 'pending' },
      message: 'Rewards claim accepted; payment pending',
    });
    const [history] = (await historyOf(player.address)).filter((row) => row.type === 'Staking Reward');
    expect(history).toMatchObject({ status: 'pending' });
    // The node refused its send: the operator sees it failed, with the node's reason, waiting for its retry.
    const [failed] = (await t.services.payouts.listFailed(50)).filter((row) => row.wallet === player.address);
    expect(failed).toMatchObject({ kind: 'staking_reward', status: 'pending' });
    expect(failed?.lastError).toBeTruthy();
    expect((await t.services.payouts.summary(false)).counts).toMatchObject({ pending: 0, failed: 1 });
    const positionOf = async () =>
      (await t.app.inject({ method: 'GET', url: `/staking/v2/wallet/${player.address}` }))
        .json()
        .stakes.find((stake: { id: string }) => stake.id === stakeId);
    // The staking page reads this: the position says its payment is still on its way.
    expect(await positionOf()).toMatchObject({ rewards_claimed: true, payment_pending: true });

    await t.services.chain.airdrop(pool.address, lamports);
    advanceMs(11 * 60_000);
    const before = await wloOf(player.address);
    await t.services.payouts.reconcile();
    expect(await wloOf(player.address)).toBe(before + BigInt(Math.round(answer.json().rewards * 1_000_000)));
    const [completed] = (await historyOf(player.address)).filter((row) => row.type === 'Staking Reward');
    expect(completed?.status).toBe('completed');
    expect(completed?.signature).toBeTruthy();
    expect(await positionOf()).toMatchObject({ payment_pending: false });
  });
});
