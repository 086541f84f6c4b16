import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { newKey } from '../../../test/players.ts';

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

  it('return what the wallet owns with the catalogue fields, equipped items on their hero', async () => {
    const owner = (await newKey()).address;
    const someoneElse = (await newKey()).address;
    const acquiredAt = t.services.clock.now();
    const { db } = t.services.database;
    const { hero, farmer, blade, potion } = await db.transaction(async (tx) => ({
      hero: await t.services.heroes.grant(tx, { owner, catalogueId: 'neon-ronin', acquiredAt }),
      farmer: await t.services.farmers.grant(tx, { owner, catalogueId: 'agribot-3000', acquiredAt }),
      blade: await t.services.items.grant(tx, { owner, itemId: 'plasma-blade', acquiredAt }),
      potion: await t.services.items.grant(tx, { owner, itemId: 'energy-cell', acquiredAt }),
      other: await t.services.farmers.grant(tx, {
        owner: someoneElse,
        catalogueId: 'omega-harvester',
        acquiredAt,
      }),
    }));
    await db.transaction((tx) => t.services.items.equip(tx, { owner, heroId: hero.id, itemId: blade.id }));

    const all = (await t.app.inject({ method: 'GET', url: `/assets/all/${owner}` })).json();
    expect(all.heroes).toEqual([
      expect.objectContaining({
        id: hero.id,
        hero_id: 'neon-ronin',
        level: 1,
        equipped_items: [blade.id],
        image_src: '/art/heroes/neon-ronin.svg',
        stats: expect.objectContaining({ attack: expect.any(Number) }),
      }),
    ]);
    expect(all.farmers).toEqual([
      expect.objectContaining({
        id: farmer.id,
        farmer_id: 'agribot-3000',
        name: 'Agribot 3000',
        rarity: 'common',
        base_yield_per_hour: 10,
        effectiveYield: 10,
        power: 100,
        level: 1,
        last_harvested: acquiredAt.toISOString(),
      }),
    ]);
    // Both arrived together: their order is not part of the answer.
    expect(all.items).toHaveLength(2);
    expect(all.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: blade.id,
          item_id: 'plasma-blade',
          name: 'Plasma Blade',
          type: 'weapon',
          rarity: 'rare',
          equipped: 'weapon',
          equipped_hero_id: hero.id,
          durability: 100,
          charges: null,
        }),
        expect.objectContaining({ id: potion.id, type: 'consumable', durability: null, charges: 1 }),
      ]),
    );
    const heroesOnly = (await t.app.inject({ method: 'GET', url: `/assets/heroes/${owner}` })).json();
    expect(heroesOnly.heroes).toEqual(all.heroes);
  });

  it("serve the picture each asset's image_src names", async () => {
    const owner = (await newKey()).address;
    const acquiredAt = t.services.clock.now();
    await t.services.database.db.transaction(async (tx) => {
      await t.services.farmers.grant(tx, { owner, catalogueId: 'omega-harvester', acquiredAt });
      await t.services.heroes.grant(tx, { owner, catalogueId: 'quantum-shade', acquiredAt });
    });
    const all = (await t.app.inject({ method: 'GET', url: `/assets/all/${owner}` })).json();
    for (const [src, name] of [
      [all.farmers[0].image_src, 'Omega Harvester'],
      [all.heroes[0].image_src, all.heroes[0].name],
    ]) {
      const picture = await t.app.inject({ method: 'GET', url: src });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
      expect(picture.body).toContain(`aria-label="${name}"`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/art/farmers/no-such-farmer.svg' })).statusCode).toBe(
      404,
    );
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
