import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { signedInPlayer, type TestPlayer } from '../../../test/players.ts';
import { stakeOverHttp } from '../../../test/staking.ts';

let t: TestApp;
let players: Record<'a' | 'b' | 'c' | 'd', TestPlayer>;

async function grant(owner: string, catalogueId: string, count = 1) {
  const acquiredAt = t.services.clock.now();
  await t.services.database.db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) await t.services.farmers.grant(tx, { owner, catalogueId, acquiredAt });
  });
}

async function fund(player: TestPlayer, wlo: number) {
  await t.app.inject({
    method: 'POST',
    url: '/dev/airdrop',
    payload: { walletAddress: player.address, sol: 1, wlo },
  });
}

beforeAll(async () => {
  t = await startTestApp();
  players = {
    a: await signedInPlayer(t.app),
    b: await signedInPlayer(t.app),
    c: await signedInPlayer(t.app),
    d: await signedInPlayer(t.app),
  };
  // a: three commons, no stake: 300.
  await grant(players.a.address, 'agribot-3000', 3);
  // b: a rare (250) and a 30-day stake (+25 %): 312.5.
  await grant(players.b.address, 'quantum-collector');
  await fund(players.b, 600);
  await stakeOverHttp(t.app, players.b, 500, 30);
  // c: a legendary (1000) with a 7-day and a 90-day stake: the best boost (+50 %) counts, 1500.
  await grant(players.c.address, 'omega-harvester');
  await fund(players.c, 1200);
  await stakeOverHttp(t.app, players.c, 100, 7);
  await stakeOverHttp(t.app, players.c, 1000, 90);
  // d: two commons, no stake: 240.
  await grant(players.d.address, 'cyber-harvester', 2);
});
afterAll(() => t.close());

type Row = { wallet: string; totalPower: number; rarityBreakdown: Record<string, { totalPower: number }> };

/** Σ of a row's per-rarity power, in exact thousandths (the power's precision), back to power. */
function breakdownSum(row: Row): number {
  const thousandths = Object.values(row.rarityBreakdown).reduce(
    (sum, slot) => sum + Math.round(slot.totalPower * 1000),
    0,
  );
  return thousandths / 1000;
}

const read = async (query = '') => {
  const answer = await t.app.inject({ method: 'GET', url: `/farmers/power-leaderboard${query}` });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};

describe('GET /farmers/power-leaderboard', () => {
  it('ranks wallets by farm power, the best active stake boosting it', async () => {
    const data = await read();
    expect(data.totalStats).toEqual({ wallets: 4, farmers: 7, totalPower: 2352.5 });
    expect(data.wallets.map((w: { wallet: string }) => w.wallet)).toEqual([
      players.c.address,
      players.b.address,
      players.a.address,
      players.d.address,
    ]);
    expect(data.wallets.map((w: { totalPower: number }) => w.totalPower)).toEqual([1500, 312.5, 300, 240]);
    expect(data.wallets[0]).toMatchObject({
      rank: 1,
      farmerCount: 1,
      stakingInfo: { stakedAmount: 1100, lockPeriodDays: 90, farmingBoostPercentage: 50 },
    });
    expect(data.wallets[0].rarityBreakdown).toEqual({
      common: { count: 0, totalPower: 0 },
      uncommon: { count: 0, totalPower: 0 },
      rare: { count: 0, totalPower: 0 },
      epic: { count: 0, totalPower: 0 },
      legendary: { count: 1, totalPower: 1500 },
    });
    for (const wallet of data.wallets) expect(breakdownSum(wallet)).toBe(wallet.totalPower);
    expect(data.wallets[1].stakingInfo).toEqual({
      stakedAmount: 500,
      lockPeriodDays: 30,
      farmingBoostPercentage: 25,
    });
    expect(data.wallets[2]).toMatchObject({
      farmerCount: 3,
      stakingInfo: { stakedAmount: 0, lockPeriodDays: 0, farmingBoostPercentage: 0 },
    });
    expect(data.wallets[2].rarityBreakdown.common).toEqual({ count: 3, totalPower: 300 });
    expect(data.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
  });

  it('pages', async () => {
    const second = await read('?page=2&limit=3&network=localnet');
    expect(second.wallets.map((w: { wallet: string; rank: number }) => [w.rank, w.wallet])).toEqual([
      [4, players.d.address],
    ]);
    expect(second.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    expect((await read('?page=3&limit=3')).wallets).toEqual([]);
    const refused = await t.app.inject({ method: 'GET', url: '/farmers/power-leaderboard?limit=1000' });
    expect(refused.statusCode).toBe(400);
  });

  it('shows a merge at once: level scales power', async () => {
    // d merges three cyber harvesters (120 each) into one at level 2: 132.
    await grant(players.d.address, 'cyber-harvester');
    const ids = (await t.app.inject({ method: 'GET', url: `/farmers/${players.d.address}` }))
      .json()
      .farmers.map((f: { id: string }) => f.id);
    const merged = await t.app.inject({
      method: 'POST',
      url: '/farmers/levelup',
      headers: players.d.auth,
      payload: { walletAddress: players.d.address, farmerId: ids[0] },
    });
    expect(merged.statusCode).toBe(200);
    const data = await read();
    const d = data.wallets.find((w: { wallet: string }) => w.wallet === players.d.address);
    expect(d).toMatchObject({ rank: 4, farmerCount: 1, totalPower: 132 });
    expect(data.totalStats).toEqual({ wallets: 4, farmers: 6, totalPower: 2244.5 });
  });

  it('shows a new stake at once: its boost raises the power', async () => {
    await fund(players.a, 200);
    await stakeOverHttp(t.app, players.a, 100, 7);
    const a = (await read()).wallets.find((w: { wallet: string }) => w.wallet === players.a.address);
    expect(a).toMatchObject({
      totalPower: 330,
      stakingInfo: { stakedAmount: 100, lockPeriodDays: 7, farmingBoostPercentage: 10 },
    });
  });

  it("adds the stake boost to every rarity, so the breakdown sums to the row's power", async () => {
    // e: a legendary (1000), an epic (300) and a common (120): 1,420, +25 % = 1,775.
    const e = await signedInPlayer(t.app);
    await grant(e.address, 'omega-harvester');
    await grant(e.address, 'eco-reaper');
    await grant(e.address, 'cyber-harvester');
    await fund(e, 600);
    await stakeOverHttp(t.app, e, 500, 30);
    const data = await read();
    const row = data.wallets.find((w: Row) => w.wallet === e.address);
    expect(row.totalPower).toBe(1775);
    expect(row.rarityBreakdown).toMatchObject({
      legendary: { count: 1, totalPower: 1250 },
      epic: { count: 1, totalPower: 375 },
      common: { count: 1, totalPower: 150 },
    });
    // Every row, boosted by 10, 25 or 50 % or not at all, including fractional powers.
    for (const wallet of data.wallets as Row[]) expect(breakdownSum(wallet)).toBe(wallet.totalPower);
  });
});
