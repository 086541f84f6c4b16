import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { buyPack, fundedPlayer, openPack } from '../../../test/packs.ts';
import type { TestPlayer } from '../../../test/players.ts';
import { stakeOverHttp } from '../../../test/staking.ts';

/**
 * The per-wallet reads are served from memory (balances, positions, history,
 * assets): each is read once before a player's own action, so it is cached,
 * and must show the action at once after it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function read<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const balance = (player: TestPlayer) =>
  read<{ sol: number; wlo: number }>(`/wallet/balance/${player.address}`);
const stakes = (player: TestPlayer) =>
  read<{
    stakes: Array<{
      id: string;
      status: string;
      payment_pending: boolean;
      is_locked: boolean;
      accrued_rewards: number;
    }>;
    totalStaked: number;
    serverTime: string;
  }>(`/staking/v2/wallet/${player.address}`);
const history = (player: TestPlayer) =>
  read<{ transactions: Array<{ type: string; item: string }>; pagination: { total: number } }>(
    `/wallet/transactions/${player.address}`,
  );
const assets = (player: TestPlayer) =>
  read<{ farmers: Array<{ id: string }>; heroes: unknown[]; items: unknown[] }>(
    `/assets/all/${player.address}`,
  );
const tokens = (player: TestPlayer) =>
  read<{ data: { tokens: Array<{ amount: string }> } }>(`/staking/v2/wallet-tokens/${player.address}`);

describe("a wallet's cached reads after its own actions", () => {
  it('a stake shows at once in the balance, the token accounts, the positions and the history', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 1000 });
    expect(await balance(player)).toEqual({ sol: 1, wlo: 1000 });
    expect((await tokens(player)).data.tokens.map((token) => token.amount)).toEqual(['1000000000']);
    expect((await stakes(player)).stakes).toEqual([]);
    const before = (await history(player)).pagination.total;

    const { stakeId } = await stakeOverHttp(t.app, player, 600, 30);
    expect((await balance(player)).wlo).toBe(400);
    expect((await tokens(player)).data.tokens.map((token) => token.amount)).toEqual(['400000000']);
    expect(await stakes(player)).toMatchObject({
      stakes: [{ id: stakeId, status: 'active' }],
      totalStaked: 600,
    });
    const after = await history(player);
    expect(after.pagination.total).toBe(before + 1);
    expect(after.transactions[0]?.type).toBe('Stake');

    // The server pays it back (a payout): the balance and the position move again.
    const unstake = await t.app.inject({
      method: 'POST',
      url: '/staking/v2/unstake',
      headers: player.auth,
      payload: { walletAddress: player.address, stakeId },
    });
    expect(unstake.statusCode, unstake.body).toBe(200);
    expect((await balance(player)).wlo).toBe(400 + unstake.json<{ returned: number }>().returned);
    expect(await stakes(player)).toMatchObject({
      stakes: [{ id: stakeId, status: 'unstaked', payment_pending: false }],
      totalStaked: 0,
    });
  });

  it('a pack bought and opened shows at once in the assets, the balance and the history', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    expect(await assets(player)).toEqual({ heroes: [], farmers: [], items: [] });
    const sol = (await balance(player)).sol;
    const { processed } = await buyPack(t, player, 'farmer-basic');
    expect((await balance(player)).sol).toBeLessThan(sol - 0.09);
    expect((await history(player)).transactions[0]?.type).toBe('Purchase');
    await openPack(t, player, processed.pack.id);
    expect((await assets(player)).farmers).toHaveLength(1);
  });

  it("a lock that ends shows at once, with no write in between; the clock is each answer's own", async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 100 });
    await stakeOverHttp(t.app, player, 100, 7);
    const locked = await stakes(player);
    expect(locked.stakes[0]).toMatchObject({ is_locked: true, accrued_rewards: 0 });
    const before = t.services.clock.offset;
    t.services.clock.setOffset(before + 8 * 86_400_000);
    try {
      const ended = await stakes(player);
      // The whole lock's rewards count once it ended (no accrual ran meanwhile).
      expect(ended.stakes[0]?.is_locked).toBe(false);
      expect(ended.stakes[0]?.accrued_rewards).toBeGreaterThan(0);
      expect(Date.parse(ended.serverTime) - Date.parse(locked.serverTime)).toBeGreaterThanOrEqual(
        8 * 86_400_000,
      );
    } finally {
      t.services.clock.setOffset(before);
    }
    // A page worked out later is not served for an earlier time.
    expect((await stakes(player)).stakes[0]).toMatchObject({ is_locked: true, accrued_rewards: 0 });
  });
});
