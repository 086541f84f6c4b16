import { INVALID_PRICE_MESSAGE } from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { browse, grantFarmer, grantHero, grantItem, listAsset, listed, post } from '../../../test/market.ts';
import { signedInPlayer, type TestPlayer } from '../../../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const farmersOf = async (wallet: string) =>
  (await t.app.inject({ method: 'GET', url: `/farmers/${wallet}` })).json<{
    farmers: Array<{ id: string; listing_id: string | null }>;
  }>().farmers;
const historyTypes = async (wallet: string) =>
  (await t.app.inject({ method: 'GET', url: `/wallet/transactions/${wallet}?limit=100` }))
    .json<{ transactions: Array<{ type: string; category: string; item: string }> }>()
    .transactions.map((row) => row.type);

describe('POST /marketplace/list', () => {
  it('lists an owned farmer with its real level and yield, holds it, and shows it to everyone', async () => {
    const seller = await signedInPlayer(t.app);
    const farmerId = await grantFarmer(t, seller.address, 'quantum-collector');
    const answer = await listAsset(t, seller, farmerId, 1250.5);
    expect(answer.statusCode).toBe(200);
    const { listing, message } = answer.json();
    expect(message).toBe('Quantum Collector is listed for 1250.5 WLO');
    expect(listing).toMatchObject({
      assetId: farmerId,
      assetType: 'farmer',
      type: 'farmer',
      category: 'farmers',
      name: 'Quantum Collector',
      rarity: 'rare',
      price: 1250.5,
      seller: seller.address,
      image: '/art/farmers/quantum-collector.svg',
      level: 1,
      yieldPerHour: 25,
      power: 250,
      views: 0,
      likes: 0,
      status: 'active',
    });
    expect((await farmersOf(seller.address))[0]?.listing_id).toBe(listing.id);

    const everyone = await browse(t);
    expect(everyone.listings.map((l) => l.id)).toContain(listing.id);
    const mine = (
      await t.app.inject({ method: 'GET', url: `/marketplace/listings/${seller.address}` })
    ).json();
    expect(mine.data.listings).toEqual([listing]);
    expect(await historyTypes(seller.address)).toContain('Listing Created');
  });

  it('refuses a price that is missing, not above 0, not a number or finer than 6 decimals', async () => {
    const seller = await signedInPlayer(t.app);
    const farmerId = await grantFarmer(t, seller.address);
    for (const price of [undefined, 0, -5, 'abc', '', 1.0000001, '12.1234567', Number.NaN]) {
      const answer = await listAsset(t, seller, farmerId, price);
      expect(answer.statusCode, String(price)).toBe(400);
      expect(answer.json().message).toBe(INVALID_PRICE_MESSAGE);
    }
    expect((await listAsset(t, seller, farmerId, 2_000_000_000)).statusCode).toBe(400);
    expect((await farmersOf(seller.address))[0]?.listing_id).toBeNull();
  });

  it("refuses another wallet's asset (403), another wallet's session (403), no session (401), an unknown asset (404), an asset listed already (409) and an equipped item (400)", async () => {
    const owner = await signedInPlayer(t.app);
    const other = await signedInPlayer(t.app);
    const farmerId = await grantFarmer(t, owner.address);

    const stolen = await listAsset(t, other, farmerId, 100);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().message).toBe('You can only list or sell assets you own');

    const wrongSession = await post(t, '/marketplace/list', other, {
      walletAddress: owner.address,
      assetId: farmerId,
      assetType: 'farmer',
      price: 100,
    });
    expect(wrongSession.statusCode).toBe(403);
    const noSession = await post(t, '/marketplace/list', undefined, {
      walletAddress: owner.address,
      assetId: farmerId,
      assetType: 'farmer',
      price: 100,
    });
    expect(noSession.statusCode).toBe(401);
    // docs/spec/001-game.md §8: an id not in the player's inventory.
    const unknown = await listAsset(t, owner, '00000000-0000-4000-8000-000000000000', 100);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: 'ASSET__NOT_FOUND',
      message: 'Item not found in your inventory',
    });
    // A hero id given as a farmer is no farmer of this wallet.
    const wrongType = await listAsset(t, owner, await grantHero(t, owner.address), 100, 'farmer');
    expect(wrongType.statusCode).toBe(404);
    expect(wrongType.json().message).toBe('Item not found in your inventory');

    const twice = await Promise.all([listAsset(t, owner, farmerId, 100), listAsset(t, owner, farmerId, 120)]);
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);

    const heroId = await grantHero(t, owner.address);
    const itemId = await grantItem(t, owner.address, 'plasma-blade');
    const equip = await post(t, '/heroes/equip', owner, { walletAddress: owner.address, heroId, itemId });
    expect(equip.statusCode).toBe(200);
    const equipped = await listAsset(t, owner, itemId, 100, 'item');
    expect(equipped.statusCode).toBe(400);
    expect(equipped.json().message).toBe('Please unequip the item before selling');
  });

  it('holds a listed asset: no merge, level-up, equip or use until the listing ends; a hero goes without its items', async () => {
    const owner = await signedInPlayer(t.app);
    const farmers = [
      await grantFarmer(t, owner.address),
      await grantFarmer(t, owner.address),
      await grantFarmer(t, owner.address),
    ];
    const listing = await listed(t, owner, farmers[0]!, 300);
    const levelUp = (farmerId: string) =>
      post(t, '/farmers/levelup', owner, { walletAddress: owner.address, farmerId });
    const listedUp = await levelUp(farmers[0]!);
    expect(listedUp.statusCode).toBe(400);
    expect(listedUp.json().message).toMatch(/listed on the marketplace/);
    // The listed one is not consumed by a merge of the other two either.
    expect((await levelUp(farmers[1]!)).json().message).toBe('Not enough farmers to merge');

    const heroId = await grantHero(t, owner.address);
    const sword = await grantItem(t, owner.address, 'plasma-blade');
    await post(t, '/heroes/equip', owner, { walletAddress: owner.address, heroId, itemId: sword });
    await listed(t, owner, heroId, 900, 'hero');
    const items = (await t.app.inject({ method: 'GET', url: `/assets/items/${owner.address}` })).json().items;
    expect(items.find((item: { id: string }) => item.id === sword)).toMatchObject({ equipped_hero_id: null });
    const equipListedHero = await post(t, '/heroes/equip', owner, {
      walletAddress: owner.address,
      heroId,
      itemId: sword,
    });
    expect(equipListedHero.statusCode).toBe(400);

    const cell = await grantItem(t, owner.address, 'energy-cell');
    await listed(t, owner, cell, 10, 'item');
    const use = await post(t, '/items/use', owner, { walletAddress: owner.address, itemId: cell });
    expect(use.statusCode).toBe(400);
    expect(use.json().message).toMatch(/listed on the marketplace/);

    const sellNow = await post(t, '/marketplace/instant-sell', owner, {
      walletAddress: owner.address,
      assetId: farmers[0],
      assetType: 'farmer',
    });
    expect(sellNow.statusCode).toBe(409);

    // Cancelled, the farmer merges again.
    await t.app.inject({
      method: 'DELETE',
      url: `/marketplace/listings/${listing.id}`,
      headers: owner.auth,
      payload: { walletAddress: owner.address },
    });
    expect((await levelUp(farmers[0]!)).statusCode).toBe(200);
  });
});

describe('PUT and DELETE /marketplace/listings/{id}', () => {
  async function setUp(): Promise<{
    seller: TestPlayer;
    other: TestPlayer;
    listingId: string;
    farmerId: string;
  }> {
    const seller = await signedInPlayer(t.app);
    const other = await signedInPlayer(t.app);
    const farmerId = await grantFarmer(t, seller.address);
    return { seller, other, farmerId, listingId: (await listed(t, seller, farmerId, 500)).id };
  }
  const reprice = (player: TestPlayer, listingId: string, walletAddress: string, price: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/marketplace/listings/${listingId}`,
      headers: player.auth,
      payload: { walletAddress, price },
    });
  const cancel = (player: TestPlayer, listingId: string, walletAddress: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/marketplace/listings/${listingId}`,
      headers: player.auth,
      payload: { walletAddress },
    });

  it('lets the seller reprice, with the specification toast, and refuses everyone else with 403', async () => {
    const { seller, other, listingId } = await setUp();
    const mine = await reprice(seller, listingId, seller.address, 250);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      message: 'Price updated successfully to 250 WLO!',
      listing: { id: listingId, price: 250 },
    });
    expect((await reprice(seller, listingId, seller.address, 0)).json().message).toBe(INVALID_PRICE_MESSAGE);

    // Another wallet's session naming the seller, and another wallet acting for itself.
    expect((await reprice(other, listingId, seller.address, 1)).statusCode).toBe(403);
    const theirs = await reprice(other, listingId, other.address, 1);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('You can only update prices for your own listings');
    expect((await browse(t)).listings.find((l) => l.id === listingId)?.price).toBe(250);
  });

  it('lets only the seller cancel; the asset comes back free and the listing is gone', async () => {
    const { seller, other, listingId, farmerId } = await setUp();
    expect((await cancel(other, listingId, seller.address)).statusCode).toBe(403);
    const theirs = await cancel(other, listingId, other.address);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('You can only cancel your own listings');

    const mine = await cancel(seller, listingId, seller.address);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ success: true, message: 'Listing canceled successfully!', listingId });
    expect((await farmersOf(seller.address)).find((f) => f.id === farmerId)?.listing_id).toBeNull();
    expect((await browse(t)).listings.map((l) => l.id)).not.toContain(listingId);
    expect((await cancel(seller, listingId, seller.address)).statusCode).toBe(404);
    expect((await reprice(seller, listingId, seller.address, 10)).statusCode).toBe(404);
    expect(await historyTypes(seller.address)).toEqual(
      expect.arrayContaining(['Listing Created', 'Listing Canceled']),
    );
  });
});

describe('GET /marketplace/listings', () => {
  it('filters by category, rarity list, price range and text, sorts four ways and pages', async () => {
    const seller = await signedInPlayer(t.app);
    const farmers: Array<[string, number]> = [
      ['agribot-3000', 30],
      ['omega-harvester', 9000],
      ['eco-reaper', 700],
      ['quantum-collector', 400],
    ];
    for (const [catalogueId, price] of farmers) {
      await listed(t, seller, await grantFarmer(t, seller.address, catalogueId), price);
    }
    await listed(t, seller, await grantItem(t, seller.address, 'void-aegis'), 55, 'item');
    const mine = <T extends { seller: string }>(listings: T[]) =>
      listings.filter((l) => l.seller === seller.address);

    const legendaryOrEpic = await browse(
      t,
      '?rarity=legendary,EPIC&category=farmers&sortBy=price_asc&limit=100',
    );
    expect(mine(legendaryOrEpic.listings).map((l) => l.price)).toEqual([700, 9000]);
    const cheap = await browse(t, '?minPrice=30&maxPrice=400&sortBy=price_desc&limit=100');
    expect(mine(cheap.listings).map((l) => l.price)).toEqual([400, 55, 30]);
    const items = await browse(t, '?category=item&limit=100');
    expect(mine(items.listings).map((l) => l.name)).toEqual(['Void Aegis']);
    const text = await browse(t, '?search=harVEST&limit=100');
    expect(mine(text.listings).map((l) => l.name)).toEqual(['Omega Harvester']);
    const armor = await browse(t, '?search=armor&limit=100');
    expect(mine(armor.listings).map((l) => l.name)).toEqual(['Void Aegis']);
    expect((await browse(t, '?search=%25_%25')).listings).toEqual([]);

    const newest = mine((await browse(t, '?limit=100')).listings).map((l) => l.price);
    expect(newest).toEqual([55, 400, 700, 9000, 30]);
    const oldest = mine((await browse(t, '?sortBy=oldest&limit=100')).listings).map((l) => l.price);
    expect(oldest).toEqual([30, 9000, 700, 400, 55]);

    const pageTwo = await browse(t, '?sortBy=price_asc&limit=2&page=2');
    expect(pageTwo.listings).toHaveLength(2);
    expect(pageTwo.pagination).toMatchObject({ page: 2, limit: 2 });

    for (const bad of [
      '?rarity=mythic',
      '?sortBy=cheapest',
      '?category=pets',
      '?limit=1000',
      '?minPrice=-1',
    ]) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/marketplace/listings${bad}` })).statusCode,
        bad,
      ).toBe(400);
    }
  });

  it('counts a viewer once, never the seller, and a like once per wallet', async () => {
    const seller = await signedInPlayer(t.app);
    const fan = await signedInPlayer(t.app);
    const { id } = await listed(t, seller, await grantFarmer(t, seller.address), 99);
    const view = (player?: TestPlayer) =>
      t.app.inject({ method: 'POST', url: `/marketplace/listings/${id}/view`, headers: player?.auth ?? {} });
    expect((await view(seller)).json()).toEqual({ views: 0, liked: false });
    expect((await view(fan)).json()).toEqual({ views: 1, liked: false });
    expect((await view(fan)).json()).toEqual({ views: 1, liked: false });
    expect((await view()).json()).toEqual({ views: 2, liked: false });

    const like = () => post(t, `/marketplace/listings/${id}/like`, fan, { walletAddress: fan.address });
    expect((await like()).json()).toEqual({ liked: true, likes: 1 });
    expect((await like()).json()).toEqual({ liked: false, likes: 0 });
    expect((await like()).json()).toEqual({ liked: true, likes: 1 });
    expect((await view(fan)).json()).toEqual({ views: 2, liked: true });
    expect(
      (await post(t, `/marketplace/listings/${id}/like`, undefined, { walletAddress: fan.address }))
        .statusCode,
    ).toBe(401);
    const shown = (await browse(t, '?limit=100')).listings.find((l) => l.id === id);
    expect(shown).toMatchObject({ views: 2, likes: 1 });
  });

  it('answers the stats with real figures', async () => {
    const stats = (await t.app.inject({ method: 'GET', url: '/marketplace/stats' })).json();
    expect(stats).toMatchObject({ success: true, data: { totalTrades: 0, totalVolume: 0, averagePrice: 0 } });
    expect(stats.data.itemsListed).toBe((await browse(t, '?limit=1')).pagination.total);
    expect(stats.data.uniqueSellers).toBeGreaterThan(3);
  });
});
