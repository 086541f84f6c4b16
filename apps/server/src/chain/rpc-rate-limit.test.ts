import { setTimeout as sleep } from 'node:timers/promises';
import { address } from '@solana/kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { moveWlo } from '../../test/move-wlo.ts';
import { signedInPlayer, type TestPlayer } from '../../test/players.ts';
import { appOnProxiedNode } from '../../test/proxied-node.ts';
import { stakeOverHttp } from '../../test/staking.ts';
import { chainRpcRequestCounts } from '../app/metrics/chain-rpc-requests.ts';
import { RpcChain } from './rpc-chain.ts';

/**
 * A provider's rate limit met by the whole app: the local node behind the
 * fault proxy answering 429 past 10 requests a second (from the app's start),
 * the server configured with the same SOLANA_RPC_MAX_RPS.
 */
const RATE = 10;
const PLAYERS = 50;
const WLO = 1_000_000n;
const SOL = 1_000_000_000n;
// The counter is the process's: what this file's app sends is counted from here.
let countsBeforeApp: Record<string, number> = {};
beforeAll(async () => {
  countsBeforeApp = await chainRpcRequestCounts();
});
const env = appOnProxiedNode('rate-limit', {
  maxRps: RATE,
  // 50 prepares at once put ~150 requests in line (~15 s at 10 a second): each waits its turn within
  // its deadline. At the default 10 s, 5 of 50 were refused (busy) with ~7.7 requests a stake.
  app: { solanaRpcRateLimit: { maxRps: RATE, burst: RATE }, solanaRpcTimeoutMs: 30_000 },
});

/**
 * A wallet that brings its own SOL and WLO: both straight on the node,
 * outside the limit (the WLO from the treasury, so supply and pools still
 * balance), leaving the provider's budget to the stakes.
 */
async function fundedPlayers(direct: RpcChain, count: number, wlo: bigint): Promise<TestPlayer[]> {
  const { services } = env.t;
  const treasury = services.accounts.pools.treasury;
  const players = await Promise.all(Array.from({ length: count }, () => signedInPlayer(env.t.app)));
  await Promise.all(players.map((player) => direct.airdrop(address(player.address), SOL)));
  for (const player of players) {
    await moveWlo({ chain: direct, accounts: services.accounts }, treasury, address(player.address), wlo);
  }
  for (const player of players) {
    for (let tries = 0; (await wloOf(direct, player)) !== wlo; tries++) {
      if (tries > 300) throw new Error(`${player.address} never got its WLO`);
      await sleep(100);
    }
  }
  return players;
}

const wloOf = (direct: RpcChain, player: TestPlayer) =>
  direct.getTokenBalance(address(player.address), env.t.services.accounts.wloMint);

async function activeStakes(player: TestPlayer): Promise<number> {
  const listed = await env.t.app.inject({ method: 'GET', url: `/staking/v2/wallet/${player.address}` });
  return listed.json<{ stakes: { status: string }[] }>().stakes.filter((s) => s.status === 'active').length;
}

describe('a node limited to 10 requests a second', () => {
  it('takes a burst of 50 players staking at once: every stake lands, none refused, never a 429', async () => {
    const direct = new RpcChain({ url: env.node.rpcUrl, timeoutMs: 30_000, localNode: true });
    const players = await fundedPlayers(direct, PLAYERS, 1000n * WLO);

    const stakes = await Promise.allSettled(
      players.map((player) => stakeOverHttp(env.t.app, player, 100, 7)),
    );

    const refused = stakes.flatMap((stake) => (stake.status === 'rejected' ? [String(stake.reason)] : []));
    expect(refused).toEqual([]);
    for (const player of players) {
      expect(await activeStakes(player)).toBe(1);
      expect(await wloOf(direct, player)).toBe(900n * WLO);
    }
    // The server kept within the limit all along (the app's start included): the node never said 429.
    expect(env.proxy.counts.limited).toBe(0);
    expect(env.proxy.forwarded.maxPerSecond).toBeLessThanOrEqual(RATE);
    // What the server counted is what reached the node, method by method.
    const counted = Object.entries(await chainRpcRequestCounts())
      .map(([method, count]): [string, number] => [method, count - (countsBeforeApp[method] ?? 0)])
      .filter(([, count]) => count > 0);
    expect(Object.fromEntries(counted)).toEqual(env.proxy.forwarded.byMethod);
  }, 300_000);
});
