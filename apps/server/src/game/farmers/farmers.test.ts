import { type Address, address } from '@solana/kit';
import { pendingYieldBaseUnits } from '@wos/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { moveWlo } from '../../../test/move-wlo.ts';
import { signedInPlayer, type TestPlayer } from '../../../test/players.ts';
import { walletTransactions } from '../../account/wallet/tables.ts';
import { payouts as payoutsTable } from '../../payments/payouts/tables.ts';
import { HARVEST_MIN_INTERVAL_MS } from './harvest.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.services.scheduler.runDue();
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;
const farmingPool = () => t.services.accounts.pools.farmingPool;
const wloOf = (owner: Address | string) =>
  t.services.chain.getTokenBalance(address(owner), t.services.accounts.wloMint);
const advanceMs = (ms: number) => t.services.clock.setOffset(t.services.clock.offset + ms);

async function grantFarmers(
  owner: string,
  catalogueId: string,
  count: number,
  acquiredAt = t.services.clock.now(),
) {
  return t.services.database.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      ids.push((await t.services.farmers.grant(tx, { owner, catalogueId, acquiredAt })).id);
    }
    return ids;
  });
}

const farmersOf = (wallet: string) =>
  t.app.inject({ method: 'GET', url: `/farmers/${wallet}?network=localnet` });
const harvest = (player: TestPlayer) =>
  t.app.inject({
    method: 'POST',
    url: '/farmers/harvest',
    headers: player.auth,
    payload: { walletAddress: player.address, network: 'localnet' },
  });
const levelUp = (player: TestPlayer, farmerId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/farmers/levelup',
    headers: player.auth,
    payload: { walletAddress: player.address, farmerId, network: 'localnet' },
  });
const historyOf = (wallet: string) =>
  t.services.database.db.select().from(walletTransactions).where(eq(walletTransactions.wallet, wallet));
const harvestPayoutsOf = async (wallet: string) =>
  (await t.services.database.db.select().from(payoutsTable).where(eq(payoutsTable.wallet, wallet))).filter(
    (row) => row.kind === 'farming_harvest',
  );

describe('GET /farmers/{address}', () => {
  it('shows level-scaled yield and power, and what was earned since the last harvest on the server clock', async () => {
    const player = await signedInPlayer(t.app);
    const acquiredAt = t.services.clock.now();
    const [agribot] = await grantFarmers(player.address, 'agribot-3000', 1, acquiredAt);
    await grantFarmers(player.address, 'omega-harvester', 1, acquiredAt);
    advanceMs(3 * HOUR_MS);

    const body = (await farmersOf(player.address)).json();
    expect(body.farmers).toHaveLength(2);
    expect(body.farmers.find((f: { id: string }) => f.id === agribot)).toMatchObject({
      farmer_id: 'agribot-3000',
      name: 'Agribot 3000',
      rarity: 'common',
      level: 1,
      base_yield_per_hour: 10,
      effectiveYield: 10,
      power: 100,
      purchased_at: acquiredAt.toISOString(),
      last_harvested: acquiredAt.toISOString(),
      equipped_items: [],
      image_src: '/art/farmers/agribot-3000.svg',
      description: expect.any(String),
    });
    expect(body.totalYieldPerHour).toBe(110);
    // 3 h (and the few ms the request took) of 110 WLO/h.
    expect(body.pendingRewards).toBeGreaterThanOrEqual(330);
    expect(body.pendingRewards).toBeLessThan(330.1);
  });

  it('refuses another network', async () => {
    const player = await signedInPlayer(t.app);
    const answer = await t.app.inject({ method: 'GET', url: `/farmers/${player.address}?network=devnet` });
    expect(answer.statusCode).toBe(400);
  });
});

describe('POST /farmers/harvest', () => {
  it('pays the yield from the farming pool once when sent twice in parallel, and resets last_harvested', async () => {
    const player = await signedInPlayer(t.app);
    const acquiredAt = t.services.clock.now();
    await grantFarmers(player.address, 'agribot-3000', 2, acquiredAt);
    advanceMs(24 * HOUR_MS);
    const player2 = await signedInPlayer(t.app, player.signer);
    const [poolBefore, walletBefore] = [await wloOf(farmingPool().address), await wloOf(player.address)];

    const answers = await Promise.all([harvest(player2), harvest(player2), harvest(player2)]);
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'FARMERS__NOTHING_TO_HARVEST',
        message: 'Nothing to harvest yet',
      });
    }
    const body = paid[0]!.json();
    const expected =
      2n * pendingYieldBaseUnits(10_000_000n, 1, acquiredAt.getTime(), Date.parse(body.harvestedAt));
    expect(body).toMatchObject({ success: true, farmers: 2, payout: { status: 'confirmed' } });
    expect(body.message).toBe(`Harvested ${body.amount} WLO`);
    expect(BigInt(Math.round(body.amount * 1e6))).toBe(expected);
    expect(await wloOf(player.address)).toBe(walletBefore + expected);
    expect(await wloOf(farmingPool().address)).toBe(poolBefore - expected);
    expect(await harvestPayoutsOf(player.address)).toHaveLength(1);

    const after = (await farmersOf(player.address)).json();
    for (const farmer of after.farmers) expect(farmer.last_harvested).toBe(body.harvestedAt);
    const [history] = (await historyOf(player.address)).filter((row) => row.type === 'Farming Reward');
    expect(history).toMatchObject({
      category: 'farming',
      amount: expected,
      status: 'completed',
      signature: body.payout.signature,
    });

    // Later, the yield since that harvest is paid, and only that.
    advanceMs(HARVEST_MIN_INTERVAL_MS + HOUR_MS);
    const next = (await harvest(player2)).json();
    expect(BigInt(Math.round(next.amount * 1e6))).toBe(
      2n * pendingYieldBaseUnits(10_000_000n, 1, Date.parse(body.harvestedAt), Date.parse(next.harvestedAt)),
    );
  });

  it('with a drained farming pool is refused with 503 and changes nothing; after a refill it pays', async () => {
    const player = await signedInPlayer(t.app);
    await grantFarmers(player.address, 'quantum-collector', 1);
    advanceMs(2 * HOUR_MS);
    const before = (await farmersOf(player.address)).json().farmers[0].last_harvested;
    const treasury = t.services.accounts.pools.treasury.address;
    const drained = await wloOf(farmingPool().address);
    await moveWlo(t.services, farmingPool(), treasury, drained);

    const refused = await harvest(player);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      error: 'PAYMENT__POOL_INSUFFICIENT',
      message:
        'The farming pool cannot pay this harvest right now; nothing was harvested. Please try again later.',
    });
    expect((await farmersOf(player.address)).json().farmers[0].last_harvested).toBe(before);
    expect(await harvestPayoutsOf(player.address)).toEqual([]);
    expect((await historyOf(player.address)).filter((row) => row.type === 'Farming Reward')).toEqual([]);

    await moveWlo(t.services, t.services.accounts.pools.treasury, farmingPool().address, drained);
    const paid = await harvest(player);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payout.status).toBe('confirmed');
    expect(paid.json().amount).toBeGreaterThanOrEqual(50);
  });

  it('needs the session of the wallet it harvests for', async () => {
    const owner = await signedInPlayer(t.app);
    const other = await signedInPlayer(t.app);
    const payload = { walletAddress: owner.address };
    const anonymous = await t.app.inject({ method: 'POST', url: '/farmers/harvest', payload });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/farmers/harvest',
      headers: other.auth,
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    const wrongNetwork = await t.app.inject({
      method: 'POST',
      url: '/farmers/harvest',
      headers: owner.auth,
      payload: { ...payload, network: 'mainnet' },
    });
    expect(wrongNetwork.statusCode).toBe(400);
  });
});

describe('POST /farmers/levelup', () => {
  it("refuses with two farmers: 'Not enough farmers to merge'", async () => {
    const player = await signedInPlayer(t.app);
    const [first] = await grantFarmers(player.address, 'cyber-harvester', 2);
    // A third of another kind does not help.
    await grantFarmers(player.address, 'agribot-3000', 1);
    const answer = await levelUp(player, first!);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: 'FARMERS__NOT_ENOUGH_TO_MERGE',
      message: 'Not enough farmers to merge',
    });
    expect((await farmersOf(player.address)).json().farmers).toHaveLength(3);
  });

  it('merges three of a kind into the chosen one at level 2, consuming two, and keeps what they earned', async () => {
    const player = await signedInPlayer(t.app);
    const acquiredAt = t.services.clock.now();
    const ids = await grantFarmers(player.address, 'agribot-3000', 3, acquiredAt);
    advanceMs(HOUR_MS);
    const chosen = ids[2]!;
    const answer = await levelUp(player, chosen);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      success: true,
      method: 'merge',
      farmer: { id: chosen, level: 2, effectiveYield: 11, power: 110 },
      yieldIncrease: 1,
    });
    expect(body.consumed.sort()).toEqual([ids[0], ids[1]].sort());
    const owned = (await farmersOf(player.address)).json();
    expect(owned.farmers.map((f: { id: string }) => f.id)).toEqual([chosen]);
    // The hour the three earned at level 1 is kept (30 WLO), not raised by the new level.
    expect(owned.pendingRewards).toBeGreaterThanOrEqual(30);
    expect(owned.pendingRewards).toBeLessThan(30.01);
    const [history] = (await historyOf(player.address)).filter((row) => row.type === 'Level Up');
    expect(history).toMatchObject({ category: 'farming', amount: 0n, status: 'completed' });
  });

  it('under parallel calls consumes no farmer twice', async () => {
    const player = await signedInPlayer(t.app);
    const ids = await grantFarmers(player.address, 'eco-reaper', 4);
    const answers = await Promise.all(ids.map((id) => levelUp(player, id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect([400, 404]).toContain(refused.statusCode);
    }
    const owned = (await farmersOf(player.address)).json().farmers;
    expect(owned.map((f: { level: number }) => f.level).sort()).toEqual([1, 2]);
  });

  it("stops at level 5: 'This farmer is already at maximum level (5).'", async () => {
    const player = await signedInPlayer(t.app);
    // 3^4 = 81 farmers make one at level 5.
    await grantFarmers(player.address, 'neuro-cultivator', 81);
    for (let level = 1; level < 5; level++) {
      const atLevel = (await farmersOf(player.address))
        .json()
        .farmers.filter((f: { level: number }) => f.level === level)
        .map((f: { id: string }) => f.id);
      for (let i = 0; i + 3 <= atLevel.length; i += 3) {
        expect((await levelUp(player, atLevel[i])).statusCode).toBe(200);
      }
    }
    const [top] = (await farmersOf(player.address)).json().farmers;
    expect(top).toMatchObject({ level: 5, effectiveYield: 84, power: 840 });
    const answer = await levelUp(player, top.id);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('This farmer is already at maximum level (5).');
  });

  it("refuses another wallet's farmer and another wallet's session", async () => {
    const owner = await signedInPlayer(t.app);
    const other = await signedInPlayer(t.app);
    const [farmerId] = await grantFarmers(owner.address, 'agribot-3000', 3);
    const notTheirs = await levelUp(other, farmerId!);
    expect(notTheirs.statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/farmers/levelup',
      headers: other.auth,
      payload: { walletAddress: owner.address, farmerId },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await farmersOf(owner.address)).json().farmers).toHaveLength(3);
  });
});
