import { address } from '@solana/kit';
import { spawnLocalnet } from '@wos/localnet';
import { callNodeExtra } from '@wos/svm';
import { describe, expect, it } from 'vitest';
import { signedInPlayer, signPrepared, type TestPlayer } from '../../test/players.ts';
import { appOnProxiedNode } from '../../test/proxied-node.ts';
import { stakeOverHttp } from '../../test/staking.ts';

/**
 * The faults of a real network, met by the whole app on RpcChain: its own
 * local node (a child process, so it can be killed) behind a fault proxy.
 */
const WLO = 1_000_000n;
const env = appOnProxiedNode('faults');

async function fundedPlayer(wlo: number): Promise<TestPlayer> {
  const player = await signedInPlayer(env.t.app);
  const funded = await env.t.app.inject({
    method: 'POST',
    url: '/dev/airdrop',
    payload: { walletAddress: player.address, sol: 1, wlo },
  });
  expect(funded.statusCode).toBe(200);
  return player;
}

const wloOf = (player: TestPlayer) =>
  env.t.services.chain.getTokenBalance(address(player.address), env.t.services.accounts.wloMint);

async function prepareSigned(player: TestPlayer, amount: number) {
  const prepared = await env.t.app.inject({
    method: 'POST',
    url: '/staking/v2/stake',
    headers: player.auth,
    payload: { walletAddress: player.address, amount, lockPeriod: 7 },
  });
  expect(prepared.statusCode).toBe(200);
  const { transaction, stakeId } = prepared.json<{ transaction: string; stakeId: string }>();
  return { stakeId, signedTransaction: await signPrepared(player.signer, transaction) };
}

function processStake(player: TestPlayer, stake: { stakeId: string; signedTransaction: string }) {
  return env.t.app.inject({
    method: 'POST',
    url: '/staking/v2/process-transaction',
    headers: player.auth,
    payload: { walletAddress: player.address, ...stake },
  });
}

async function activeStakes(player: TestPlayer): Promise<number> {
  const listed = await env.t.app.inject({ method: 'GET', url: `/staking/v2/wallet/${player.address}` });
  return listed.json<{ stakes: { status: string }[] }>().stakes.filter((s) => s.status === 'active').length;
}

describe('the page on the local node', () => {
  it('links transactions to an explorer reading this node', async () => {
    const config = (await env.t.app.inject({ method: 'GET', url: '/config' })).json<{
      explorerTxUrl: string;
    }>();
    expect(config.explorerTxUrl).toBe(
      `https://explorer.solana.com/tx/{signature}?cluster=custom&customUrl=${encodeURIComponent(env.proxy.url)}`,
    );
  });
});

describe('a node that answers 429 or not at all', () => {
  it('gives the player a clear message and changes nothing', async () => {
    const player = await fundedPlayer(1000);
    const before = await wloOf(player);

    env.proxy.failNext(10);
    const busy = await env.t.app.inject({
      method: 'POST',
      url: '/staking/v2/stake',
      headers: player.auth,
      payload: { walletAddress: player.address, amount: 200, lockPeriod: 7 },
    });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({
      error: 'CHAIN__UNAVAILABLE',
      message: 'The Solana network is busy; please try again in a moment',
    });
    env.proxy.reset();

    env.proxy.hangNext(1);
    const silent = await env.t.app.inject({
      method: 'POST',
      url: '/staking/v2/stake',
      headers: player.auth,
      payload: { walletAddress: player.address, amount: 200, lockPeriod: 7 },
    });
    expect(silent.statusCode).toBe(503);
    expect(silent.json().message).toBe('The Solana network did not answer in time; please try again');
    env.proxy.reset();

    expect(await wloOf(player)).toBe(before);
    expect(await activeStakes(player)).toBe(0);
    // Once the node answers again, the same call goes through.
    await stakeOverHttp(env.t.app, player, 200, 7);
    expect(await wloOf(player)).toBe(before - 200n * WLO);
  });
});

describe('dropped transactions and expired blockhashes', () => {
  it('a retry lands a dropped stake once; one whose blockhash expired is refused with the tokens untouched', async () => {
    const [retrier, waiter] = [await fundedPlayer(1000), await fundedPlayer(1000)];
    const stakes = [await prepareSigned(retrier, 300), await prepareSigned(waiter, 400)] as const;
    env.proxy.dropNextSends(2);
    // Both sends are "accepted" and never land: after the confirmation wait, 504 with the signature.
    const timedOut = await Promise.all([processStake(retrier, stakes[0]), processStake(waiter, stakes[1])]);
    for (const answer of timedOut) {
      expect(answer.statusCode).toBe(504);
      expect(answer.json().error).toBe('PAYMENT__CONFIRMATION_TIMEOUT');
    }
    expect(env.proxy.droppedSignatures).toHaveLength(2);
    expect(await wloOf(retrier)).toBe(1000n * WLO);

    // The player retries: the very same transaction is sent again and lands, once.
    const retried = await processStake(retrier, stakes[0]);
    expect(retried.statusCode).toBe(200);
    expect(await processStake(retrier, stakes[0])).toMatchObject({ statusCode: 200 });
    expect(await wloOf(retrier)).toBe(700n * WLO);
    expect(await activeStakes(retrier)).toBe(1);

    // The other waits past its blockhash's lifetime: it can never land, and the reconciler says so.
    await callNodeExtra(env.node.rpcUrl, 'wos_warpSlots', [200]);
    await env.t.services.intents.reconcile();
    const refused = await processStake(waiter, stakes[1]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'PAYMENT__TRANSACTION_FAILED',
      message: 'The transaction never landed',
    });
    expect(await wloOf(waiter)).toBe(1000n * WLO);
    expect(await activeStakes(waiter)).toBe(0);
  });
});

describe('a payout whose answer is lost, and a node that restarts mid-flow', () => {
  it('pays a claim exactly once and finishes a stake sent while the node was down', async () => {
    const staker = await fundedPlayer(2000);
    const { stakeId } = await stakeOverHttp(env.t.app, staker, 1000, 7);
    const advanced = await env.t.app.inject({
      method: 'POST',
      url: '/dev/clock/advance',
      payload: { days: 8 },
    });
    expect(advanced.statusCode).toBe(200);
    // Eight days on, the session has expired: sign in again.
    const player = await signedInPlayer(env.t.app, staker.signer);

    // The payout reaches the node but its answer never comes back.
    env.proxy.hangNext(1, { method: 'sendTransaction', forward: true });
    const claim = await env.t.app.inject({
      method: 'POST',
      url: '/staking/v2/claim',
      headers: player.auth,
      payload: { walletAddress: player.address, stakingId: stakeId },
    });
    expect(claim.statusCode).toBe(200);
    const rewards = BigInt(Math.round(claim.json<{ rewards: number }>().rewards * 1e6));
    expect(rewards).toBeGreaterThan(0n);
    env.proxy.reset();
    for (let pass = 0; pass < 3; pass++) await env.t.services.payouts.reconcile();
    // The claim returns the 1000 staked with its rewards (CLAIM ALL in one call).
    expect(await wloOf(player)).toBe(2000n * WLO + rewards);
    const again = await env.t.app.inject({
      method: 'POST',
      url: '/staking/v2/claim',
      headers: player.auth,
      payload: { walletAddress: player.address, stakingId: stakeId },
    });
    expect(again.statusCode).toBe(400);

    // A stake signed, then the node is killed before it is sent.
    const signed = await prepareSigned(player, 500);
    await env.node.stop('SIGKILL');
    const down = await processStake(player, signed);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('The Solana network cannot be reached; please try again');
    env.node = await spawnLocalnet({ dataDir: env.dataDir, port: env.node.port });
    // Everything the node answered before the kill is still there.
    expect(await wloOf(player)).toBe(2000n * WLO + rewards);
    const retried = await processStake(player, signed);
    expect(retried.statusCode).toBe(200);
    expect(await wloOf(player)).toBe(1500n * WLO + rewards);
    // This one (the first was claimed in full, principal and rewards).
    expect(await activeStakes(player)).toBe(1);
  });
});
