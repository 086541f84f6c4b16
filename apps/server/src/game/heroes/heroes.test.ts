import { heroById, heroPower } from '@wos/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { signedInPlayer, type TestPlayer } from '../../../test/players.ts';
import { walletTransactions } from '../../account/wallet/tables.ts';
import { items } from '../items/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function grantHeroes(owner: string, catalogueId: string, count: number) {
  const acquiredAt = t.services.clock.now();
  return t.services.database.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++)
      ids.push((await t.services.heroes.grant(tx, { owner, catalogueId, acquiredAt })).id);
    return ids;
  });
}

async function grantItem(owner: string, itemId: string) {
  const acquiredAt = t.services.clock.now();
  return (
    await t.services.database.db.transaction((tx) =>
      t.services.items.grant(tx, { owner, itemId, acquiredAt }),
    )
  ).id;
}

const post = (player: TestPlayer, url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: player.auth,
    payload: { walletAddress: player.address, network: 'localnet', ...payload },
  });
const heroesOf = async (wallet: string) =>
  (await t.app.inject({ method: 'GET', url: `/heroes/${wallet}?network=localnet` })).json().heroes;
const itemsOf = async (wallet: string) =>
  (await t.app.inject({ method: 'GET', url: `/assets/items/${wallet}` })).json().items;
const historyOf = (wallet: string) =>
  t.services.database.db.select().from(walletTransactions).where(eq(walletTransactions.wallet, wallet));

describe('GET /heroes/{address}', () => {
  it('lists heroes with level, power, type, stats, abilities and equipped items', async () => {
    const player = await signedInPlayer(t.app);
    const [heroId] = await grantHeroes(player.address, 'solar-warlord', 1);
    const entry = heroById('solar-warlord')!;
    expect(await heroesOf(player.address)).toEqual([
      expect.objectContaining({
        id: heroId,
        hero_id: 'solar-warlord',
        name: entry.name,
        rarity: 'legendary',
        type: entry.type,
        level: 1,
        power: entry.basePower,
        stats: entry.stats,
        abilities: entry.abilities,
        equipped_items: [],
        image_src: '/art/heroes/solar-warlord.svg',
      }),
    ]);
  });
});

describe('POST /heroes/levelup', () => {
  it("refuses with two heroes: 'Not enough heroes to merge'", async () => {
    const player = await signedInPlayer(t.app);
    const [heroId] = await grantHeroes(player.address, 'neon-ronin', 2);
    const answer = await post(player, '/heroes/levelup', { heroId });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: 'HEROES__NOT_ENOUGH_TO_MERGE',
      message: 'Not enough heroes to merge',
    });
  });

  it("merges three into the chosen one a level up (+20 % of base power); the consumed heroes' items return", async () => {
    const player = await signedInPlayer(t.app);
    const ids = await grantHeroes(player.address, 'hexblade-vyra', 3);
    const vest = await grantItem(player.address, 'nanoweave-vest');
    expect((await post(player, '/heroes/equip', { heroId: ids[0], itemId: vest })).statusCode).toBe(200);

    const answer = await post(player, '/heroes/levelup', { heroId: ids[2] });
    expect(answer.statusCode).toBe(200);
    const base = heroById('hexblade-vyra')!.basePower;
    expect(answer.json()).toMatchObject({
      success: true,
      method: 'merge',
      hero: { id: ids[2], level: 2, power: heroPower(base, 2) },
      powerIncrease: heroPower(base, 2) - base,
    });
    expect(heroPower(base, 2)).toBe(Math.round(base * 1.2));
    expect((await heroesOf(player.address)).map((hero: { id: string }) => hero.id)).toEqual([ids[2]]);
    expect(await itemsOf(player.address)).toEqual([
      expect.objectContaining({ id: vest, equipped: null, equipped_hero_id: null }),
    ]);
    expect((await historyOf(player.address)).map((row) => row.type).sort()).toEqual(['Equip', 'Level Up']);
  });

  it("stops at level 5: 'This hero is already at maximum level (5).'; parallel merges consume nobody twice", async () => {
    const player = await signedInPlayer(t.app);
    await grantHeroes(player.address, 'static-scout', 81);
    for (let level = 1; level < 5; level++) {
      const atLevel = (await heroesOf(player.address))
        .filter((hero: { level: number }) => hero.level === level)
        .map((hero: { id: string }) => hero.id);
      // Each group of three merged by three parallel calls: one wins, the others find their hero gone or alone.
      for (let i = 0; i + 3 <= atLevel.length; i += 3) {
        const group = atLevel.slice(i, i + 3);
        const answers = await Promise.all(
          group.map((heroId: string) => post(player, '/heroes/levelup', { heroId })),
        );
        expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      }
    }
    const heroes = await heroesOf(player.address);
    expect(heroes).toHaveLength(1);
    expect(heroes[0].level).toBe(5);
    const answer = await post(player, '/heroes/levelup', { heroId: heroes[0].id });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('This hero is already at maximum level (5).');
  });
});

describe('POST /heroes/equip and /heroes/unequip', () => {
  it('equips one item per slot, swapping an occupied slot, and moves an item between heroes', async () => {
    const player = await signedInPlayer(t.app);
    const [first, second] = await grantHeroes(player.address, 'rune-hacker', 2);
    const shiv = await grantItem(player.address, 'rusty-shiv');
    const blade = await grantItem(player.address, 'plasma-blade');
    const chip = await grantItem(player.address, 'speed-chip');

    const equipped = await post(player, '/heroes/equip', { heroId: first, itemId: shiv });
    expect(equipped.statusCode).toBe(200);
    expect(equipped.json()).toMatchObject({
      success: true,
      item: { id: shiv, equipped: 'weapon', equipped_hero_id: first },
      replaced: null,
      hero: { id: first, equipped_items: [shiv] },
    });
    expect((await post(player, '/heroes/equip', { heroId: first, itemId: chip })).statusCode).toBe(200);

    const swapped = (await post(player, '/heroes/equip', { heroId: first, itemId: blade })).json();
    expect(swapped.replaced).toMatchObject({ id: shiv, equipped: null, equipped_hero_id: null });
    expect(swapped.hero.equipped_items.sort()).toEqual([blade, chip].sort());

    const moved = (await post(player, '/heroes/equip', { heroId: second, itemId: blade })).json();
    expect(moved.hero).toMatchObject({ id: second, equipped_items: [blade] });
    const heroes = await heroesOf(player.address);
    expect(heroes.find((hero: { id: string }) => hero.id === first).equipped_items).toEqual([chip]);

    const wrongHero = await post(player, '/heroes/unequip', { heroId: first, itemId: blade });
    expect(wrongHero.statusCode).toBe(400);
    expect(wrongHero.json().message).toBe('This item is not equipped on this hero');
    const off = await post(player, '/heroes/unequip', { heroId: second, itemId: blade });
    expect(off.json()).toMatchObject({ item: { id: blade, equipped: null }, hero: { equipped_items: [] } });
    expect((await historyOf(player.address)).filter((row) => row.type === 'Unequip')).toHaveLength(1);
  });

  it("refuses consumables, another wallet's item or hero, and another wallet's session", async () => {
    const player = await signedInPlayer(t.app);
    const other = await signedInPlayer(t.app);
    const [heroId] = await grantHeroes(player.address, 'neon-ronin', 1);
    const [theirHero] = await grantHeroes(other.address, 'neon-ronin', 1);
    const cell = await grantItem(player.address, 'energy-cell');
    const theirs = await grantItem(other.address, 'ion-rifle');
    const mine = await grantItem(player.address, 'ion-rifle');

    const consumable = await post(player, '/heroes/equip', { heroId, itemId: cell });
    expect(consumable.statusCode).toBe(400);
    expect(consumable.json().message).toBe('Consumable items cannot be equipped');
    const notMine = await post(player, '/heroes/equip', { heroId, itemId: theirs });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe('Item not found in your inventory');
    expect((await post(player, '/heroes/equip', { heroId: theirHero, itemId: mine })).statusCode).toBe(404);

    const payload = { walletAddress: player.address, heroId, itemId: mine };
    expect((await t.app.inject({ method: 'POST', url: '/heroes/equip', payload })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/heroes/equip', headers: other.auth, payload })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/heroes/levelup', headers: other.auth, payload }))
        .statusCode,
    ).toBe(403);
    expect((await itemsOf(player.address)).every((item: { equipped: string | null }) => !item.equipped)).toBe(
      true,
    );
  });
});

describe('POST /items/use', () => {
  it('uses a consumable: one charge, removed at 0; other items cannot be used', async () => {
    const player = await signedInPlayer(t.app);
    const cell = await grantItem(player.address, 'energy-cell');
    const vest = await grantItem(player.address, 'nanoweave-vest');

    const notConsumable = await post(player, '/items/use', { itemId: vest });
    expect(notConsumable.statusCode).toBe(400);
    expect(notConsumable.json().message).toBe('Only consumable items can be used');

    // Two uses at once of a one-charge item: one uses it, the other finds it gone.
    const answers = await Promise.all([
      post(player, '/items/use', { itemId: cell }),
      post(player, '/items/use', { itemId: cell }),
    ]);
    const used = answers.find((answer) => answer.statusCode === 200)!;
    expect(used.json()).toMatchObject({ success: true, item: null, remainingCharges: 0 });
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect((await itemsOf(player.address)).map((item: { id: string }) => item.id)).toEqual([vest]);
    expect((await historyOf(player.address)).filter((row) => row.type === 'Item Used')).toHaveLength(1);

    const other = await signedInPlayer(t.app);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/items/use',
      headers: other.auth,
      payload: { walletAddress: player.address, itemId: vest },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("refuses a consumable with no charges left: 'Item has no charges left', nothing recorded", async () => {
    const player = await signedInPlayer(t.app);
    const cell = await grantItem(player.address, 'energy-cell');
    await t.services.database.db.update(items).set({ charges: 0 }).where(eq(items.id, cell));

    const refused = await post(player, '/items/use', { itemId: cell });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'ITEMS__NO_CHARGES', message: 'Item has no charges left' });
    expect((await historyOf(player.address)).filter((row) => row.type === 'Item Used')).toHaveLength(0);
  });
});
