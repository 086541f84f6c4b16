import { describe, expect, it } from 'vitest';
import { signedInPlayer, type TestPlayer } from '../../test/players.ts';
import { appOnProxiedNode } from '../../test/proxied-node.ts';
import { stakeOverHttp } from '../../test/staking.ts';

/**
 * What a paid action costs a deployment on a provider that bills requests:
 * the JSON-RPC requests the server sends for it, counted by the proxy in front
 * of the node (the budget of issue 29: the send and at most 2 amortized).
 */
const env = appOnProxiedNode('rpc-requests');
const PLAYERS = 8;
const STAKES_EACH = 3;

async function fundedPlayer(): Promise<TestPlayer> {
  const player = await signedInPlayer(env.t.app);
  const funded = await env.t.app.inject({
    method: 'POST',
    url: '/dev/airdrop',
    payload: { walletAddress: player.address, sol: 1, wlo: 10_000 },
  });
  expect(funded.statusCode).toBe(200);
  return player;
}

function requestsDuring(): () => { total: number; methods: Record<string, number> } {
  const before = { ...env.proxy.counts.methods };
  const total = env.proxy.counts.requests;
  return () => {
    const methods: Record<string, number> = {};
    for (const [method, count] of Object.entries(env.proxy.counts.methods)) {
      const delta = count - (before[method] ?? 0);
      if (delta > 0) methods[method] = delta;
    }
    return { total: env.proxy.counts.requests - total, methods };
  };
}

describe('RPC requests a paid action makes', () => {
  it('a stake: the send and at most 2 more, players staking at once', async () => {
    const players = await Promise.all(Array.from({ length: PLAYERS }, fundedPlayer));
    // The first stake of a shape pays for its simulation and fee reads once per process.
    await stakeOverHttp(env.t.app, players[0] as TestPlayer, 100, 7);
    const counted = requestsDuring();
    await Promise.all(
      players.map(async (player) => {
        for (let i = 0; i < STAKES_EACH; i += 1) await stakeOverHttp(env.t.app, player, 100, 7);
      }),
    );
    const { total, methods } = counted();
    const perStake = total / (PLAYERS * STAKES_EACH);
    console.log(`stake: ${perStake.toFixed(2)} requests`, methods);
    expect(perStake).toBeLessThanOrEqual(3);
  });
});
