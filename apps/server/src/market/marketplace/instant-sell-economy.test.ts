import {
  BOUND_ASSET_MESSAGE,
  BUYBACK_BUDGET_SPENT_MESSAGE,
  type OpenPackResponse,
  type PreparePackResponse,
  utcDayOf,
} from '@wos/shared';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import {
  fundedPlayer,
  grantFarmer,
  listed,
  post,
  prepareBuy,
  processBuy,
  WLO,
  wloOf,
} from '../../../test/market.ts';
import { moveWlo } from '../../../test/move-wlo.ts';
import { signedInPlayer, type TestPlayer } from '../../../test/players.ts';
import { farmers as farmersTable } from '../../game/farmers/tables.ts';
import { payouts as payoutsTable } from '../../payments/payouts/tables.ts';
import { buybackProblems } from './instant-sell-audit.ts';
import { treasuryBuybackDays } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const treasury = () => t.services.accounts.pools.treasury;
const estimate = (assetType: string, assetId: string) =>
  t.app.inject({ method: 'GET', url: `/marketplace/estimate/${assetType}/${assetId}` });
const sell = (player: TestPlayer, assetId: string, assetType = 'farmer') =>
  post(t, '/marketplace/instant-sell', player, { walletAddress: player.address, assetId, assetType });
const heroIdsOf = async (owner: string): Promise<string[]> =>
  (await t.app.inject({ method: 'GET', url: `/heroes/${owner}` }))
    .json()
    .heroes.map((hero: { id: string }) => hero.id);

/** Claims a free hero pack and opens it, as the page does: its hero and item. */
async function openFreePack(player: TestPlayer, packId: 'hero-basic' | 'hero-legendary') {
  const claimed = await post(t, '/packs/prepare-transaction', player, {
    walletAddress: player.address,
    packId,
  });
  expect(claimed.statusCode).toBe(200);
  const pack = claimed.json<PreparePackResponse>().packDetails.pack;
  const opened = await post(t, '/packs/open', player, { walletAddress: player.address, packId: pack?.id });
  expect(opened.statusCode).toBe(200);
  const contents = opened.json<OpenPackResponse>().contents;
  return { heroId: contents.heroes?.[0]?.id ?? '', itemId: contents.items?.[0]?.id ?? '' };
}

async function advanceDays(days: number) {
  const advanced = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days } });
  expect(advanced.statusCode).toBe(200);
}

describe('assets from free packs are bound (cost basis 0)', () => {
  it('the estimate says so, instant sell refuses them with 400 and nothing changed; a merge carries the sum of its inputs', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const { heroId, itemId } = await openFreePack(player, 'hero-legendary');
    const boundEstimate = (await estimate('hero', heroId)).json();
    expect(boundEstimate).toMatchObject({
      bound: true,
      costBasis: 0,
      instantSellPrice: 0,
      unavailableReason: BOUND_ASSET_MESSAGE,
    });

    const before = { player: await wloOf(t, player.address), treasury: await wloOf(t, treasury().address) };
    for (const [assetId, assetType] of [
      [heroId, 'hero'],
      [itemId, 'item'],
    ] as const) {
      const refused = await sell(player, assetId, assetType);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(BOUND_ASSET_MESSAGE);
    }
    expect(await wloOf(t, player.address)).toBe(before.player);
    expect(await wloOf(t, treasury().address)).toBe(before.treasury);
    expect(await heroIdsOf(player.address)).toContain(heroId);

    // Two heroes of the same kind with a cost basis and the bound one: the merged hero carries their sum,
    // so it may be sold, for at most 80 % of what the game received for the two.
    const catalogueId = (await t.services.heroes.view(t.services.database.db, heroId)).hero_id;
    const paid = await t.services.database.db.transaction(async (tx) => {
      const grant = (costBasis: bigint) =>
        t.services.heroes.grant(tx, {
          owner: player.address,
          catalogueId,
          acquiredAt: t.services.clock.now(),
          costBasis,
        });
      return [(await grant(300n * WLO)).id, (await grant(200n * WLO)).id];
    });
    expect((await estimate('hero', paid[0]!)).json()).toMatchObject({
      bound: false,
      costBasis: 300,
      instantSellPrice: 240,
      unavailableReason: null,
    });
    const merged = await post(t, '/heroes/levelup', player, {
      walletAddress: player.address,
      heroId: paid[0],
    });
    expect(merged.statusCode).toBe(200);
    expect((await estimate('hero', paid[0]!)).json()).toMatchObject({
      level: 2,
      bound: false,
      costBasis: 500,
      instantSellPrice: 400,
    });

    // Three bound farmers merge into a bound one: 0 + 0 + 0.
    const farmers = await t.services.database.db.transaction(async (tx) => {
      const grant = () =>
        t.services.farmers.grant(tx, {
          owner: player.address,
          catalogueId: 'cyber-harvester',
          acquiredAt: t.services.clock.now(),
        });
      return [(await grant()).id, (await grant()).id, (await grant()).id];
    });
    const mergedFarmer = await post(t, '/farmers/levelup', player, {
      walletAddress: player.address,
      farmerId: farmers[0],
    });
    expect(mergedFarmer.statusCode).toBe(200);
    expect((await estimate('farmer', farmers[0]!)).json()).toMatchObject({
      level: 2,
      bound: true,
      costBasis: 0,
    });
    expect((await sell(player, farmers[0]!)).json().message).toBe(BOUND_ASSET_MESSAGE);
  });

  it('a bound hero can be listed and bought by another player, and stays bound for them', async () => {
    const seller = await fundedPlayer(t, { sol: 1 });
    const { heroId } = await openFreePack(seller, 'hero-basic');
    const listing = await listed(t, seller, heroId, 100, 'hero');
    const buyer = await fundedPlayer(t, { sol: 1, wlo: 200 });
    const prepared = await prepareBuy(t, buyer, listing.id);
    expect(prepared.statusCode).toBe(200);
    expect((await processBuy(t, buyer, prepared.json())).statusCode).toBe(200);
    expect(await heroIdsOf(buyer.address)).toContain(heroId);
    const refused = await sell(buyer, heroId, 'hero');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(BOUND_ASSET_MESSAGE);
  });

  it('a farm of wallets claiming free hero packs for days extracts nothing from the treasury', async () => {
    const start = await wloOf(t, treasury().address);
    let refusals = 0;
    for (let day = 0; day < 2; day++) {
      if (day > 0) await advanceDays(1);
      for (let w = 0; w < 3; w++) {
        const player = await fundedPlayer(t, { sol: 1 });
        for (const packId of ['hero-basic', 'hero-legendary'] as const) {
          const { heroId, itemId } = await openFreePack(player, packId);
          for (const [assetId, assetType] of [
            [heroId, 'hero'],
            [itemId, 'item'],
          ] as const) {
            if (!assetId) continue;
            const before = await wloOf(t, player.address);
            const answer = await sell(player, assetId, assetType);
            expect(answer.statusCode).toBe(400);
            expect(await wloOf(t, player.address)).toBe(before);
            refusals++;
          }
        }
      }
    }
    expect(refusals).toBeGreaterThanOrEqual(12);
    expect(await wloOf(t, treasury().address)).toBe(start);
  });
});

describe("the treasury's daily buy-back budget", () => {
  it('pays at most 2 % of its balance per UTC day under parallel sales; past it 503 with nothing changed; the next day pays again', async () => {
    // A fresh UTC day whose first sale snapshots a treasury of 500,000 WLO: a 10,000 WLO budget, 1,000 a wallet.
    await advanceDays(1);
    const { liquidity } = t.services.accounts.pools;
    const moved = (await wloOf(t, treasury().address)) - 500_000n * WLO;
    await moveWlo(t.services, treasury(), liquidity.address, moved);
    try {
      const sellers = await Promise.all(Array.from({ length: 14 }, () => signedInPlayer(t.app)));
      // Common farmers the game received 1,000 WLO for: 80 % of that (800 WLO) is below 80 % of their estimate.
      const farmers = await Promise.all(
        sellers.map((seller) => grantFarmer(t, seller.address, 'agribot-3000', 1_000n * WLO)),
      );
      const shown = (await estimate('farmer', farmers[0]!)).json();
      expect(shown).toMatchObject({ instantSellPrice: 800, buybackBudgetRemaining: 10_000, bound: false });
      const treasuryBefore = await wloOf(t, treasury().address);

      // Fourteen wallets at once, 800 WLO each: twelve fit the 10,000 WLO budget.
      const answers = await Promise.all(sellers.map((seller, i) => sell(seller, farmers[i]!)));
      const sold = answers.filter((answer) => answer.statusCode === 200);
      const refused = answers.filter((answer) => answer.statusCode !== 200);
      expect(sold).toHaveLength(12);
      for (const answer of refused) {
        expect(answer.statusCode).toBe(503);
        expect(answer.json().message).toBe(BUYBACK_BUDGET_SPENT_MESSAGE);
      }
      expect(await wloOf(t, treasury().address)).toBe(treasuryBefore - 12n * 800n * WLO);
      const unsold = sellers.flatMap((seller, i) => (answers[i]!.statusCode === 200 ? [] : [{ seller, i }]));
      for (const { seller, i } of unsold) {
        expect(await wloOf(t, seller.address)).toBe(0n);
        const owned = (await t.app.inject({ method: 'GET', url: `/farmers/${seller.address}` })).json();
        expect(owned.farmers.map((farmer: { id: string }) => farmer.id)).toEqual([farmers[i]]);
      }
      const afterSales = (await estimate('farmer', farmers[unsold[0]!.i]!)).json();
      expect(afterSales).toMatchObject({
        buybackBudgetRemaining: 400,
        unavailableReason: BUYBACK_BUDGET_SPENT_MESSAGE,
      });
      const [day] = await t.services.database.db
        .select()
        .from(treasuryBuybackDays)
        .where(like(treasuryBuybackDays.day, utcDayOf(t.services.clock.now())));
      expect(day).toMatchObject({ budget: 10_000n * WLO, spent: 9_600n * WLO });

      // The next UTC day has its own budget.
      await advanceDays(1);
      const again = await signedInPlayer(t.app, unsold[0]!.seller.signer);
      const sale = await sell(again, farmers[unsold[0]!.i]!);
      expect(sale.statusCode).toBe(200);
    } finally {
      await moveWlo(t.services, liquidity, treasury().address, moved);
    }
    const instantSales = await t.services.database.db
      .select()
      .from(payoutsTable)
      .where(like(payoutsTable.dedupeKey, 'instant-sell:%'));
    expect(instantSales.length).toBeGreaterThanOrEqual(13);
  });
});

describe('the buy-back audit of the conservation checks', () => {
  it('holds on these books and names a bound asset bought, a sale over 80 % of its cost basis, a day over its budget and a wallet over its share', async () => {
    const { db } = t.services.database;
    expect(await buybackProblems(db)).toEqual([]);
    const rollback = new Error('rollback');
    await expect(
      db.transaction(async (tx) => {
        const [first, ...rest] = await tx
          .select({ id: farmersTable.id })
          .from(farmersTable)
          .where(eq(farmersTable.owner, treasury().address));
        expect(first && rest.length > 0).toBe(true);
        await tx.update(farmersTable).set({ costBasis: 0n }).where(eq(farmersTable.id, first!.id));
        await tx.update(farmersTable).set({ costBasis: 1n }).where(eq(farmersTable.id, rest[0]!.id));
        await tx.execute(sql`UPDATE treasury_buyback_days SET spent = budget + 1`);
        await tx.execute(sql`UPDATE treasury_buyback_wallets SET spent = spent + 10000000000`);
        const problems = await buybackProblems(tx);
        expect(problems.some((line) => /^bound farmer .* was bought by the treasury$/.test(line))).toBe(true);
        expect(problems.some((line) => /over 80 % of its cost basis of 1$/.test(line))).toBe(true);
        expect(problems.some((line) => /spent .* over its budget/.test(line))).toBe(true);
        expect(problems.some((line) => /over its 10 % share/.test(line))).toBe(true);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await buybackProblems(db)).toEqual([]);
  });
});
