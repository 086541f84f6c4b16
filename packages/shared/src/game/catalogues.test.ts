import { describe, expect, it } from 'vitest';
import { DRAW_RARITIES } from './draw-rarities.ts';
import { FARMER_CATALOGUE, farmerById } from './farmers.ts';
import { HERO_CATALOGUE, HERO_TYPES, heroById } from './heroes.ts';
import { EQUIP_SLOTS, ITEM_CATALOGUE, ITEM_TYPES, itemById } from './items.ts';
import {
  discountedPrice,
  PACK_TYPES,
  packTypeById,
  packTypesOf,
  WHEEL_PACK_PRICES_WLO,
  wheelVoucherPackId,
} from './packs.ts';

function expectUniqueIds(entries: readonly { id: string }[]): void {
  expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  for (const entry of entries) expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
}

describe('the farmer catalogue', () => {
  it('is the six farmers of docs/spec/001-game.md §3 with their rarity, power and yield', () => {
    expect(FARMER_CATALOGUE.map((f) => [f.id, f.name, f.rarity, f.basePower, f.baseYieldPerHour])).toEqual([
      ['agribot-3000', 'Agribot 3000', 'common', 100, 10],
      ['cyber-harvester', 'Cyber Harvester', 'common', 120, 12],
      ['quantum-collector', 'Quantum Collector', 'rare', 250, 25],
      ['eco-reaper', 'Eco Reaper', 'epic', 300, 30],
      ['neuro-cultivator', 'Neuro Cultivator', 'epic', 600, 60],
      ['omega-harvester', 'Omega Harvester', 'legendary', 1000, 100],
    ]);
    expectUniqueIds(FARMER_CATALOGUE);
    for (const farmer of FARMER_CATALOGUE) {
      expect(farmer.description.length).toBeGreaterThan(0);
      expect(farmer.abilities.length).toBeGreaterThan(0);
      expect(Object.keys(farmer.stats).length).toBeGreaterThan(0);
      expect(farmerById(farmer.id)).toBe(farmer);
    }
    expect(farmerById('no-such-farmer')).toBeUndefined();
  });
});

describe('the hero catalogue', () => {
  it('holds ten heroes with unique ids, known types, four stats and abilities', () => {
    expect(HERO_CATALOGUE).toHaveLength(10);
    expectUniqueIds(HERO_CATALOGUE);
    for (const hero of HERO_CATALOGUE) {
      expect(HERO_TYPES).toContain(hero.type);
      expect(Object.keys(hero.stats).sort()).toEqual(['attack', 'defense', 'energy', 'speed']);
      expect(hero.abilities.length).toBeGreaterThan(0);
      for (const ability of hero.abilities) expect(ability.cooldown).toBeGreaterThan(0);
      expect(hero.basePower).toBeGreaterThan(0);
      expect(heroById(hero.id)).toBe(hero);
    }
    expect(heroById('no-such-hero')).toBeUndefined();
  });

  it('spans every rarity a pack draws, rarer heroes stronger', () => {
    for (const rarity of DRAW_RARITIES) {
      expect(HERO_CATALOGUE.some((hero) => hero.rarity === rarity)).toBe(true);
    }
    const strongest = (rarity: string) =>
      Math.max(...HERO_CATALOGUE.filter((h) => h.rarity === rarity).map((h) => h.basePower));
    const weakest = (rarity: string) =>
      Math.min(...HERO_CATALOGUE.filter((h) => h.rarity === rarity).map((h) => h.basePower));
    expect(strongest('common')).toBeLessThan(weakest('rare'));
    expect(strongest('rare')).toBeLessThan(weakest('epic'));
    expect(strongest('epic')).toBeLessThan(weakest('legendary'));
  });
});

describe('the item catalogue', () => {
  it('holds eleven items of the four types, priced 0 to 1200 WLO', () => {
    expect(ITEM_CATALOGUE).toHaveLength(11);
    expectUniqueIds(ITEM_CATALOGUE);
    expect(new Set(ITEM_CATALOGUE.map((item) => item.type))).toEqual(new Set(ITEM_TYPES));
    for (const item of ITEM_CATALOGUE) {
      expect(Number.isInteger(item.price)).toBe(true);
      expect(item.price).toBeGreaterThanOrEqual(0);
      expect(item.price).toBeLessThanOrEqual(1200);
      expect(item.duration).toBeGreaterThanOrEqual(0);
      expect(item.effect.length).toBeGreaterThan(0);
      expect(itemById(item.id)).toBe(item);
    }
    expect(Math.min(...ITEM_CATALOGUE.map((item) => item.price))).toBe(0);
    expect(Math.max(...ITEM_CATALOGUE.map((item) => item.price))).toBe(1200);
    // Every equip slot has something to put in it.
    for (const slot of EQUIP_SLOTS) expect(ITEM_CATALOGUE.some((item) => item.type === slot)).toBe(true);
  });
});

describe('pack types', () => {
  it('are the six packs with the prices of docs/spec/001-game.md §3 and §9', () => {
    expect(PACK_TYPES.map((p) => [p.id, p.assetType, p.tier, p.price, p.priceToken, p.wloPrice])).toEqual([
      ['farmer-basic', 'farmer', 'basic', 0.1, 'SOL', 100],
      ['farmer-premium', 'farmer', 'premium', 0.4, 'SOL', 300],
      ['farmer-legendary', 'farmer', 'legendary', 1, 'SOL', 800],
      ['hero-basic', 'hero', 'basic', 0, 'WLO', null],
      ['hero-premium', 'hero', 'premium', 500, 'WLO', 500],
      ['hero-legendary', 'hero', 'legendary', 0, 'WLO', null],
    ]);
    expectUniqueIds(PACK_TYPES);
    for (const pack of PACK_TYPES) {
      expect(pack.id).toContain(pack.tier);
      expect(packTypeById(pack.id)).toBe(pack);
    }
    expect(packTypeById('farmer-mythic')).toBeUndefined();
    expect(packTypesOf('hero').map((p) => p.id)).toEqual(['hero-basic', 'hero-premium', 'hero-legendary']);
    expect(packTypesOf('farmer').map((p) => p.id)).toEqual([
      'farmer-basic',
      'farmer-premium',
      'farmer-legendary',
    ]);
  });

  it('carry the spec chances, the same for farmer and hero packs of a tier, each summing to 1', () => {
    const chances = (id: string) => {
      const pack = packTypeById(id);
      return pack ? DRAW_RARITIES.map((rarity) => pack.rarityChances[rarity]) : [];
    };
    expect(chances('hero-basic')).toEqual([0.8, 0.18, 0.02, 0]);
    expect(chances('hero-premium')).toEqual([0.5, 0.35, 0.12, 0.03]);
    expect(chances('hero-legendary')).toEqual([0, 0.3, 0.55, 0.15]);
    for (const tier of ['basic', 'premium', 'legendary']) {
      expect(chances(`farmer-${tier}`)).toEqual(chances(`hero-${tier}`));
    }
    for (const pack of PACK_TYPES) {
      const sum = DRAW_RARITIES.reduce((total, rarity) => total + pack.rarityChances[rarity], 0);
      expect(sum).toBeCloseTo(1, 12);
      expect(Object.keys(pack.rarityChances).sort()).toEqual([...DRAW_RARITIES].sort());
    }
  });

  it('can always be filled: every rarity with a chance has a farmer and a hero', () => {
    for (const pack of PACK_TYPES) {
      for (const rarity of DRAW_RARITIES) {
        if (pack.rarityChances[rarity] === 0) continue;
        expect(
          FARMER_CATALOGUE.some((farmer) => farmer.rarity === rarity),
          `${pack.id} ${rarity} farmer`,
        ).toBe(true);
        expect(
          HERO_CATALOGUE.some((hero) => hero.rarity === rarity),
          `${pack.id} ${rarity} hero`,
        ).toBe(true);
      }
    }
  });
});

describe('the discount wheel prices', () => {
  it('start from 800, 300 and 1000 WLO and round the discount down', () => {
    expect(WHEEL_PACK_PRICES_WLO).toEqual({ legendary: 800, premium: 300, basic: 1000 });
    expect(discountedPrice(800, 50)).toBe(400);
    expect(discountedPrice(300, 35)).toBe(195);
    expect(discountedPrice(1000, 15)).toBe(850);
    expect(discountedPrice(999, 15)).toBe(849); // 849.15
    expect(discountedPrice(300, 25)).toBe(225);
    expect(discountedPrice(301, 35)).toBe(195); // 195.65
    expect(wheelVoucherPackId('legendary')).toBe('farmer-legendary');
    expect(packTypeById(wheelVoucherPackId('basic'))?.assetType).toBe('farmer');
  });
});
