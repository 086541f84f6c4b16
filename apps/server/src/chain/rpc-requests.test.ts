import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { AMPLE_COST_BASIS, buy, grantFarmer, listed } from '../../test/market.ts';
import { buyPack, fundedPlayer, post } from '../../test/packs.ts';
import { signedInPlayer, type TestPlayer } from '../../test/players.ts';
import { appOnProxiedNode } from '../../test/proxied-node.ts';
import { stakeOverHttp } from '../../test/staking.ts';

/**
 * What a paid action costs a deployment on a provider that bills requests:
 * the JSON-RPC requests the server sends for it, counted by the proxy in front
 * of the node. The budget (issue 29): the send and at most 2 more, amortized
 * over players acting at once, as a real game's players do.
 */
const env = appOnProxiedNode('rpc-requests');
const PLAYERS = 8;
const BUDGET = 3;

/** The method calls the proxy forwards to the node from now on, by method and in all. */
function counting(): () => { total: number; methods: Record<string, number> } {
  const before = { ...env.proxy.forwarded.byMethod };
  return () => {
    const methods: Record<string, number> = {};
    for (const [method, count] of Object.entries(env.proxy.forwarded.byMethod)) {
      const delta = count - (before[method] ?? 0);
      if (delta > 0) methods[method] = delta;
    }
    return { total: Object.values(methods).reduce((sum, count) => sum + count, 0), methods };
  };
}

/** Requests per action of `act` run `rounds` times by every player at once (after one warm-up each). */
async function perAction(
  name: string,
  players: readonly TestPlayer[],
  rounds: number,
  act: (player: TestPlayer, round: number) => Promise<unknown>,
): Promise<number> {
  // The first action of a shape pays its simulation and fee read once per process.
  await act(players[0] as TestPlayer, -1);
  const counted = counting();
  await Promise.all(
    players.map(async (player) => {
      for (let round = 0; round < rounds; round += 1) await act(player, round);
    }),
  );
  const { total, methods } = counted();
  const each = total / (players.length * rounds);
  console.log(`${name}: ${each.toFixed(2)} RPC requests`, methods);
  return each;
}

const players = () =>
  Promise.all(Array.from({ length: PLAYERS }, () => fundedPlayer(env.t, { sol: 2, wlo: 100_000 })));

describe('RPC requests a paid action makes, players acting at once', () => {
  it('a stake: the send and at most 2 more', async () => {
    const stakers = await players();
    expect(
      await perAction('stake', stakers, 3, (p) => stakeOverHttp(env.t.app, p, 100, 7)),
    ).toBeLessThanOrEqual(BUDGET);
  });

  it('a pack (five split legs): the send and at most 2 more', async () => {
    const buyers = await players();
    expect(await perAction('pack', buyers, 2, (p) => buyPack(env.t, p, 'farmer-basic'))).toBeLessThanOrEqual(
      BUDGET,
    );
  });

  it('a marketplace purchase (into the escrow, seller and fee paid out of it): its own requests', async () => {
    const [seller, ...buyers] = await players();
    const listings = await Promise.all(
      Array.from({ length: PLAYERS * 2 + 1 }, async () => {
        const farmer = await grantFarmer(
          env.t,
          (seller as TestPlayer).address,
          'agribot-3000',
          AMPLE_COST_BASIS,
        );
        return (await listed(env.t, seller as TestPlayer, farmer, 10)).id;
      }),
    );
    let next = 0;
    const each = await perAction('listing purchase', buyers, 2, async (p) => {
      const answer = await buy(env.t, p, listings[next++] as string);
      expect(answer.statusCode).toBe(200);
    });
    // The buyer's payment as a paid action, plus the two payouts (seller, fee) the server sends.
    expect(each).toBeLessThanOrEqual(BUDGET * 2);
  });

  it('an idle process asks nothing', async () => {
    const counted = counting();
    await sleep(3_000);
    expect(counted().total).toBe(0);
  });

  it('a claim: two payouts the server sends, each read from the chain itself', async () => {
    const stakers = await players();
    const stakes = await Promise.all(stakers.map((p) => stakeOverHttp(env.t.app, p, 500, 7)));
    await post(env.t, '/dev/clock/advance', undefined, { days: 8 });
    let index = 0;
    const order = new Map(stakers.map((p) => [p.address, stakes[index++]?.stakeId]));
    const each = await perAction('claim', stakers, 1, async (p, round) => {
      if (round < 0) return;
      // Eight days outlive the 24-hour session.
      const again = await signedInPlayer(env.t.app, p.signer);
      const answer = await post(env.t, '/staking/v2/claim', again, {
        walletAddress: p.address,
        stakingId: order.get(p.address),
      });
      expect(answer.statusCode).toBe(200);
    });
    // Two payouts (the rewards from their pool, the principal from the vault), each a money
    // decision read from the chain itself: the pool's balance when accepted and when sent, the
    // player's token account, the send and its status.
    expect(each).toBeLessThanOrEqual(2 * 5 + 1);
  });
});
