import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import {
  AMPLE_COST_BASIS,
  grantFarmer,
  grantHero,
  grantItem,
  listed,
  post,
  WLO,
  wloOf,
} from '../../../test/market.ts';
import { moveWlo } from '../../../test/move-wlo.ts';
import { signedInPlayer, type TestPlayer } from '../../../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const treasury = () => t.services.accounts.pools.treasury;
const estimate = (assetType: string, assetId: string) =>
  t.app.inject({ method: 'GET', url: `/marketplace/estimate/${assetType}/${assetId}` });
const sell = (player: TestPlayer, assetId: string, assetType = 'farmer', walletAddress = player.address) =>
  post(t, '/marketplace/instant-sell', player, { walletAddress, assetId, assetType });

describe('GET /marketplace/estimate/{assetType}/{assetId}', () => {
  it('values an asset by rarity (common 3000, rare 5000, epic 10000, legendary 25000 WLO), scaled by level', async () => {
    const owner = await signedInPlayer(t.app);
    // Cost bases above every estimate: the estimate alone sets the offer here (the cost-basis bound: instant-sell-cost-basis.test.ts).
    const common = await grantFarmer(t, owner.address, 'agribot-3000', AMPLE_COST_BASIS);
    expect((await estimate('farmer', common)).json()).toMatchObject({
      estimate: 3000,
      instantSellPrice: 2400,
      rarity: 'common',
      level: 1,
    });
    const legendary = await grantFarmer(t, owner.address, 'omega-harvester', AMPLE_COST_BASIS);
    expect((await estimate('farmer', legendary)).json()).toMatchObject({
      estimate: 25000,
      instantSellPrice: 20000,
    });
    // Three of a kind merge into level 2: +10 %.
    const epics = [await grantFarmer(t, owner.address, 'eco-reaper', AMPLE_COST_BASIS)];
    epics.push(
      await grantFarmer(t, owner.address, 'eco-reaper', AMPLE_COST_BASIS),
      await grantFarmer(t, owner.address, 'eco-reaper', AMPLE_COST_BASIS),
    );
    const merged = await post(t, '/farmers/levelup', owner, {
      walletAddress: owner.address,
      farmerId: epics[0],
    });
    expect(merged.statusCode).toBe(200);
    expect((await estimate('farmer', epics[0]!)).json()).toMatchObject({ estimate: 11000, level: 2 });
    const rare = await grantItem(t, owner.address, 'plasma-blade', AMPLE_COST_BASIS);
    expect((await estimate('item', rare)).json()).toMatchObject({ estimate: 5000, instantSellPrice: 4000 });
    const noHero = await estimate('hero', rare);
    expect(noHero.statusCode).toBe(404);
    expect(noHero.json().message).toBe('Item details not found');
  });
});

describe('POST /marketplace/instant-sell', () => {
  it('pays 80 % of the estimate from the treasury exactly once under 10 parallel calls; the treasury takes the asset', async () => {
    const seller = await signedInPlayer(t.app);
    const heroId = await grantHero(t, seller.address, 'solar-warlord', AMPLE_COST_BASIS);
    const { estimate: value } = (await estimate('hero', heroId)).json();
    const before = { seller: await wloOf(t, seller.address), treasury: await wloOf(t, treasury().address) };

    const answers = await Promise.all(Array.from({ length: 10 }, () => sell(seller, heroId, 'hero')));
    const sold = answers.filter((answer) => answer.statusCode === 200);
    expect(sold).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(403);
    }
    const credits = (value * 8) / 10;
    const paid = BigInt(Math.round(credits * 1e6));
    expect(sold[0]!.json()).toMatchObject({
      success: true,
      credits,
      balance: Number(before.seller + paid) / 1e6,
      payout: { status: 'confirmed' },
    });
    expect(sold[0]!.json().transaction).toBe(sold[0]!.json().payout.signature);
    expect(await wloOf(t, seller.address)).toBe(before.seller + paid);
    expect(await wloOf(t, treasury().address)).toBe(before.treasury - paid);

    const heroes = (await t.app.inject({ method: 'GET', url: `/heroes/${seller.address}` })).json().heroes;
    expect(heroes).toEqual([]);
    const treasuryHeroes = (
      await t.app.inject({ method: 'GET', url: `/heroes/${treasury().address}` })
    ).json();
    expect(treasuryHeroes.heroes.map((hero: { id: string }) => hero.id)).toEqual([heroId]);
    const history = (
      await t.app.inject({ method: 'GET', url: `/wallet/transactions/${seller.address}` })
    ).json();
    expect(history.transactions).toContainEqual(
      expect.objectContaining({
        type: 'Instant Sale',
        category: 'marketplace',
        amount: credits,
        status: 'completed',
      }),
    );
  });

  it('keeps the treasury’s farmers out of farm power and the leaderboard', async () => {
    const seller = await signedInPlayer(t.app);
    const farmerId = await grantFarmer(t, seller.address, 'neuro-cultivator', AMPLE_COST_BASIS);
    expect((await sell(seller, farmerId)).statusCode).toBe(200);
    const power = await t.services.leaderboard.farmPower();
    expect(power.map((row) => row.wallet)).not.toContain(treasury().address);
    await t.services.leaderboard.rebuild();
    const board = (await t.app.inject({ method: 'GET', url: '/farmers/power-leaderboard?limit=100' })).json();
    expect(board.data.wallets.map((row: { wallet: string }) => row.wallet)).not.toContain(treasury().address);
  });

  it('refuses an unknown asset, another wallet’s asset, an equipped item and a listed asset, changing nothing', async () => {
    const owner = await signedInPlayer(t.app);
    const other = await signedInPlayer(t.app);
    const farmerId = await grantFarmer(t, owner.address);
    expect((await sell(other, farmerId)).statusCode).toBe(403);
    expect((await sell(other, farmerId, 'farmer', owner.address)).statusCode).toBe(403);
    // docs/spec/001-game.md §8: an id not in the player's inventory.
    const unknown = await sell(owner, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: 'ASSET__NOT_FOUND',
      message: 'Item not found in your inventory',
    });
    expect(
      (
        await post(t, '/marketplace/instant-sell', undefined, {
          walletAddress: owner.address,
          assetId: farmerId,
          assetType: 'farmer',
        })
      ).statusCode,
    ).toBe(401);

    const heroId = await grantHero(t, owner.address);
    const itemId = await grantItem(t, owner.address, 'chrome-plate');
    await post(t, '/heroes/equip', owner, { walletAddress: owner.address, heroId, itemId });
    const equipped = await sell(owner, itemId, 'item');
    expect(equipped.statusCode).toBe(400);
    expect(equipped.json().message).toBe('Please unequip the item before selling');

    await listed(t, owner, farmerId, 50);
    const onSale = await sell(owner, farmerId);
    expect(onSale.statusCode).toBe(409);
    expect(onSale.json().message).toMatch(/listed on the marketplace/);
    const farmers = (await t.app.inject({ method: 'GET', url: `/farmers/${owner.address}` })).json().farmers;
    expect(farmers.map((farmer: { id: string }) => farmer.id)).toEqual([farmerId]);
  });

  it('is refused when the treasury cannot pay, with nothing sold', async () => {
    const seller = await signedInPlayer(t.app);
    const farmerId = await grantFarmer(t, seller.address, 'omega-harvester', AMPLE_COST_BASIS);
    const { liquidity } = t.services.accounts.pools;
    const moved = (await wloOf(t, treasury().address)) - 19_999n * WLO;
    // The treasury keeps less than the 20,000 WLO offer.
    await moveWlo(t.services, treasury(), liquidity.address, moved);
    try {
      const refused = await sell(seller, farmerId);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(
        'The treasury cannot buy this asset right now; nothing was sold. Please try again later.',
      );
      expect(await wloOf(t, seller.address)).toBe(0n);
      const farmers = (await t.app.inject({ method: 'GET', url: `/farmers/${seller.address}` })).json()
        .farmers;
      expect(farmers.map((farmer: { id: string }) => farmer.id)).toEqual([farmerId]);
    } finally {
      await moveWlo(t.services, liquidity, treasury().address, moved);
    }
    expect((await sell(seller, farmerId)).statusCode).toBe(200);
  });
});
