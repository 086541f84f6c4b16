import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmers } from '../farmers/tables.ts';
import { heroes } from '../heroes/tables.ts';
import { items } from '../items/tables.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { newKey } from '../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('asset reads', () => {
  it('are empty for a new wallet', async () => {
    const key = await newKey();
    const all = await t.app.inject({ method: 'GET', url: `/assets/all/${key.address}?network=localnet` });
    expect(all.json()).toEqual({ heroes: [], farmers: [], items: [] });
    for (const kind of ['heroes', 'farmers', 'items']) {
      const one = await t.app.inject({ method: 'GET', url: `/assets/${kind}/${key.address}` });
      expect(one.json()).toEqual({ [kind]: [] });
    }
  });

  it('return what the wallet owns, with equipped items on their hero', async () => {
    const owner = (await newKey()).address;
    const someoneElse = (await newKey()).address;
    const now = t.services.clock.now();
    const { db } = t.services.database;
    const [hero] = await db
      .insert(heroes)
      .values({ owner, heroId: 'h1', name: 'Neon Ronin', rarity: 'rare', power: 250, purchasedAt: now })
      .returning();
    await db.insert(farmers).values([
      {
        owner,
        farmerId: '1',
        name: 'Agribot 3000',
        rarity: 'common',
        baseYieldPerHour: 10_000_000n,
        power: 100,
        purchasedAt: now,
        lastHarvested: now,
      },
      {
        owner: someoneElse,
        farmerId: '6',
        name: 'Omega Harvester',
        rarity: 'legendary',
        baseYieldPerHour: 100_000_000n,
        power: 1000,
        purchasedAt: now,
        lastHarvested: now,
      },
    ]);
    const [sword] = await db
      .insert(items)
      .values({
        owner,
        itemId: 'plasma-blade',
        equipped: 'weapon',
        equippedHeroId: hero!.id,
        durability: 100,
        acquiredAt: now,
      })
      .returning();

    const all = (await t.app.inject({ method: 'GET', url: `/assets/all/${owner}` })).json();
    expect(all.heroes).toEqual([
      expect.objectContaining({
        id: hero!.id,
        hero_id: 'h1',
        level: 1,
        power: 250,
        equipped_items: [sword!.id],
      }),
    ]);
    expect(all.farmers).toEqual([
      expect.objectContaining({ farmer_id: '1', name: 'Agribot 3000', base_yield_per_hour: 10, level: 1 }),
    ]);
    expect(all.items).toEqual([
      { id: sword!.id, item_id: 'plasma-blade', equipped: 'weapon', durability: 100, charges: null },
    ]);
  });

  it('refuse another network', async () => {
    const key = await newKey();
    const response = await t.app.inject({
      method: 'GET',
      url: `/assets/farmers/${key.address}?network=devnet`,
    });
    expect(response.statusCode).toBe(400);
  });
});
