import { randomUUID } from 'node:crypto';
import {
  BOUND_ASSET_MESSAGE,
  type FarmerAsset,
  type HeroAsset,
  type ItemAsset,
  type PreparePackResponse,
  utcDayOf,
} from '@wos/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { buy, fundedPlayer, grantFarmer, listed, post, WLO, wloOf } from '../../../test/market.ts';
import { moveWlo } from '../../../test/move-wlo.ts';
import { buyPack, openPack, prepare, processPurchase } from '../../../test/packs.ts';
import { signedInPlayer, type TestPlayer } from '../../../test/players.ts';
import { treasuryBuybackDays, treasuryBuybackWallets } from './tables.ts';

/**
 * The cost basis and the wallet's share of the buy-back (docs/rules.md §5, §6, decided 2026-11-27):
 * what the game received for an asset follows it from the pack, through merges and sales between
 * players, and the treasury pays at most 80 % of it; no wallet takes more than 10 % of a day's budget.
 */
let t: TestApp;
beforeAll(async () => {
  // One wallet buys, opens and sells 100 packs here: 400 writes, past the default 300 a minute.
  t = await startTestApp({
    rateLimits: {
      signInPerMinute: 120,
      writesPerIpPerMinute: 100_000,
      writesPerWalletPerMinute: 100_000,
      devPerMinute: 300,
    },
  });
});
afterAll(() => t.close());

const treasury = () => t.services.accounts.pools.treasury;
const estimate = (assetType: string, assetId: string, player?: TestPlayer) =>
  t.app.inject({
    method: 'GET',
    url: `/marketplace/estimate/${assetType}/${assetId}`,
    headers: player?.auth ?? {},
  });
const sell = (player: TestPlayer, assetId: string, assetType = 'farmer') =>
  post(t, '/marketplace/instant-sell', player, { walletAddress: player.address, assetId, assetType });
const farmersOf = async (owner: string): Promise<FarmerAsset[]> =>
  (await t.app.inject({ method: 'GET', url: `/farmers/${owner}` })).json().farmers;
const creditsOf = (answer: { json(): { credits: number } }) =>
  BigInt(Math.round(answer.json().credits * 1e6));

async function advanceDays(days: number) {
  const advanced = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days } });
  expect(advanced.statusCode).toBe(200);
}

describe('a round trip through the treasury', () => {
  it('100 basic farmer packs bought with WLO and their farmers sold back pay at most 80 % of what the game received', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 10_000 });
    const treasuryBefore = await wloOf(t, treasury().address);
    const farmerIds: string[] = [];
    for (let i = 0; i < 100; i++) {
      const { processed } = await buyPack(t, player, 'farmer-basic', { paymentToken: 'WLO' });
      const opened = await openPack(t, player, processed.pack.id);
      const farmer = opened.contents.farmers?.[0];
      expect(farmer?.cost_basis).toBe(100);
      farmerIds.push(farmer!.id);
    }
    const received = 10_000n * WLO - (await wloOf(t, player.address));
    expect(received).toBe(10_000n * WLO);

    let paid = 0n;
    for (const farmerId of farmerIds) {
      const answer = await sell(player, farmerId);
      expect(answer.statusCode).toBe(200);
      paid += creditsOf(answer);
    }
    // Every farmer: min(80 % of its estimate (≥ 2,400 WLO), 80 % of its 100 WLO) = 80 WLO.
    expect(paid).toBe(8_000n * WLO);
    expect(paid * 100n).toBeLessThanOrEqual(received * 80n);
    expect(await wloOf(t, player.address)).toBe(paid);
    // The treasury got its 5 % of the 100 packs and paid the sales.
    expect(await wloOf(t, treasury().address)).toBe(treasuryBefore + 500n * WLO - paid);
  });
});

describe('the cost basis of an asset', () => {
  it('of a SOL-paid pack is its WLO alternative price', async () => {
    const player = await fundedPlayer(t, { sol: 2 });
    const { processed } = await buyPack(t, player, 'farmer-premium', { paymentToken: 'SOL' });
    const farmer = (await openPack(t, player, processed.pack.id)).contents.farmers?.[0];
    expect(farmer?.cost_basis).toBe(300);
    expect((await estimate('farmer', farmer!.id)).json()).toMatchObject({
      costBasis: 300,
      instantSellPrice: 240,
    });
  });

  it("of a voucher's pack is the discounted price paid", async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 1000 });
    const voucher = await t.services.database.db.transaction((tx) =>
      t.services.vouchers.issue(tx, { wallet: player.address, sourceStakeId: randomUUID() }),
    );
    const answer = await post(t, '/packs/prepare-discounted-transaction', player, {
      walletAddress: player.address,
      voucherId: voucher.id,
      network: 'localnet',
    });
    expect(answer.statusCode).toBe(200);
    const prepared = answer.json<PreparePackResponse>();
    const price = prepared.packDetails.price;
    expect(price).toBeLessThan(prepared.packDetails.originalPrice);
    const processed = await processPurchase(t, player, prepared);
    expect(processed.statusCode).toBe(200);
    const farmer = (await openPack(t, player, processed.json().pack.id)).contents.farmers?.[0];
    expect(farmer?.cost_basis).toBe(price);
  });

  it("of a hero pack is its price split over the hero and its item, the parts adding up to the pack's", async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 500 });
    const { processed } = await buyPack(t, player, 'hero-premium', { paymentToken: 'WLO' });
    const { heroes = [], items = [] } = (await openPack(t, player, processed.pack.id)).contents as {
      heroes?: HeroAsset[];
      items?: ItemAsset[];
    };
    expect(heroes[0]?.cost_basis).toBe(250);
    expect(items[0]?.cost_basis).toBe(250);
    expect((await estimate('item', items[0]!.id)).json()).toMatchObject({ costBasis: 250 });
  });

  it('of a free pack is 0: bound, refused by the treasury with nothing changed', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const claimed = await prepare(t, player, 'hero-basic', { assetType: 'hero' });
    const { heroes = [] } = (await openPack(t, player, claimed.packDetails.pack!.id)).contents as {
      heroes?: HeroAsset[];
    };
    expect(heroes[0]?.cost_basis).toBe(0);
    const before = await wloOf(t, treasury().address);
    const refused = await sell(player, heroes[0]!.id, 'hero');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'ASSET__BOUND', message: BOUND_ASSET_MESSAGE });
    expect(await wloOf(t, treasury().address)).toBe(before);
    expect(await wloOf(t, player.address)).toBe(0n);
  });

  it('of a merge is the sum of its three inputs', async () => {
    const player = await signedInPlayer(t.app);
    const ids = [
      await grantFarmer(t, player.address, 'agribot-3000', 100n * WLO),
      await grantFarmer(t, player.address, 'agribot-3000', 300n * WLO),
      await grantFarmer(t, player.address, 'agribot-3000', 800n * WLO),
    ];
    const merged = await post(t, '/farmers/levelup', player, {
      walletAddress: player.address,
      farmerId: ids[1],
    });
    expect(merged.statusCode).toBe(200);
    const [farmer, ...others] = await farmersOf(player.address);
    expect(others).toEqual([]);
    expect(farmer).toMatchObject({ id: ids[1], level: 2, cost_basis: 1200 });
    // 80 % of 1,200 WLO is below 80 % of the level-2 estimate (3,300 WLO).
    expect((await estimate('farmer', ids[1]!)).json()).toMatchObject({
      costBasis: 1200,
      instantSellPrice: 960,
    });
  });

  it('is kept by a sale between players: the buyer sells to the treasury for at most 80 % of it', async () => {
    const seller = await signedInPlayer(t.app);
    const farmerId = await grantFarmer(t, seller.address, 'agribot-3000', 100n * WLO);
    const listing = await listed(t, seller, farmerId, 2_000);
    const buyer = await fundedPlayer(t, { sol: 1, wlo: 2_000 });
    expect((await buy(t, buyer, listing.id)).statusCode).toBe(200);
    const [farmer] = await farmersOf(buyer.address);
    expect(farmer).toMatchObject({ id: farmerId, cost_basis: 100 });
    const sold = await sell(buyer, farmerId);
    expect(sold.statusCode).toBe(200);
    expect(sold.json().credits).toBe(80);
  });
});

describe("a wallet's share of the day's buy-back", () => {
  it('stops one wallet at 10 % of the budget under parallel sales, naming what is left; nothing changes; another wallet still sells', async () => {
    // A fresh UTC day whose first sale snapshots a treasury of 500,000 WLO: a 10,000 WLO budget, 1,000 a wallet.
    await advanceDays(1);
    const { liquidity } = t.services.accounts.pools;
    const moved = (await wloOf(t, treasury().address)) - 500_000n * WLO;
    await moveWlo(t.services, treasury(), liquidity.address, moved);
    try {
      const first = await signedInPlayer(t.app);
      const farmers = await Promise.all(
        Array.from({ length: 14 }, () => grantFarmer(t, first.address, 'agribot-3000', 100n * WLO)),
      );
      // Fourteen sales of 80 WLO at once: twelve fit the wallet's 1,000 WLO (960), two are refused.
      const answers = await Promise.all(farmers.map((farmerId) => sell(first, farmerId)));
      const sold = answers.filter((answer) => answer.statusCode === 200);
      const refused = answers.filter((answer) => answer.statusCode !== 200);
      expect(sold).toHaveLength(12);
      const resetsAt = new Date(`${utcDayOf(t.services.clock.now())}T00:00:00.000Z`);
      resetsAt.setUTCDate(resetsAt.getUTCDate() + 1);
      for (const answer of refused) {
        expect(answer.statusCode).toBe(429);
        expect(answer.json()).toEqual({
          error: 'MARKET__BUYBACK_SHARE_SPENT',
          message: 'You can sell at most 40 WLO more to the treasury today; your share resets at 00:00 UTC.',
          shareRemaining: 40,
          resetsAt: resetsAt.toISOString(),
        });
      }

      // Nothing changed for the refusals: the wallet was paid for twelve, owns the other two, the books say 960.
      const treasuryAfter = await wloOf(t, treasury().address);
      expect(await wloOf(t, first.address)).toBe(960n * WLO);
      expect((await farmersOf(first.address)).map((farmer) => farmer.id).sort()).toEqual(
        farmers.filter((_, i) => answers[i]!.statusCode !== 200).sort(),
      );
      const day = utcDayOf(t.services.clock.now());
      const { db } = t.services.database;
      const [dayRow] = await db.select().from(treasuryBuybackDays).where(eq(treasuryBuybackDays.day, day));
      expect(dayRow).toMatchObject({ budget: 10_000n * WLO, spent: 960n * WLO });
      const walletRow = and(
        eq(treasuryBuybackWallets.day, day),
        eq(treasuryBuybackWallets.wallet, first.address),
      );
      const [share] = await db.select().from(treasuryBuybackWallets).where(walletRow);
      expect(share?.spent).toBe(960n * WLO);

      // The estimate tells the signed-in wallet the same before it tries.
      const unsold = (await farmersOf(first.address))[0]!.id;
      expect((await estimate('farmer', unsold, first)).json()).toMatchObject({
        instantSellPrice: 80,
        buybackBudgetRemaining: 9_040,
        buybackShareRemaining: 40,
        unavailableReason:
          'You can sell at most 40 WLO more to the treasury today; your share resets at 00:00 UTC.',
      });
      expect((await estimate('farmer', unsold)).json()).toMatchObject({ unavailableReason: null });

      // What is left is exact: a sale of 40 WLO (80 % of a 50 WLO cost basis) fills the share.
      const small = await grantFarmer(t, first.address, 'agribot-3000', 50n * WLO);
      const filled = await sell(first, small);
      expect(filled.statusCode).toBe(200);
      expect(filled.json().credits).toBe(40);

      // Another wallet sells the same day.
      const second = await signedInPlayer(t.app);
      const theirs = await grantFarmer(t, second.address, 'agribot-3000', 100n * WLO);
      const secondSale = await sell(second, theirs);
      expect(secondSale.statusCode).toBe(200);
      expect(treasuryAfter - (await wloOf(t, treasury().address))).toBe(120n * WLO);

      // The next UTC day the first wallet's share is whole again.
      await advanceDays(1);
      const again = await signedInPlayer(t.app, first.signer);
      expect((await sell(again, unsold)).statusCode).toBe(200);
    } finally {
      await moveWlo(t.services, liquidity, treasury().address, moved);
    }
  });
});
