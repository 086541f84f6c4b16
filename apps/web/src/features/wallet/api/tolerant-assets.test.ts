import { farmerById, heroById, itemById } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { ownedHero, ownedItem } from '../../heroes/testing.ts';
import { tolerantAssetsResponse } from './tolerant-assets.ts';

const FULL_FARMER = {
  id: 'f-1',
  farmer_id: 'quantum-collector',
  name: 'Quantum Collector',
  rarity: 'rare',
  level: 2,
  base_yield_per_hour: 25,
  effectiveYield: 27.5,
  power: 275,
  purchased_at: '2025-01-01T00:00:00.000Z',
  last_harvested: '2025-01-02T00:00:00.000Z',
  equipped_items: [],
  image_src: '/art/farmers/quantum-collector.svg',
  description: 'Collects.',
  listing_id: null,
};

/** The row without `field`. */
function without<T extends object>(row: T, field: keyof T): Partial<T> {
  const copy: Partial<T> = { ...row };
  delete copy[field];
  return copy;
}

const parse = (answer: unknown) => tolerantAssetsResponse.parse(answer);

describe('the wallet assets read field by field', () => {
  it('keeps a complete answer as it is', () => {
    const hero = ownedHero('neon-ronin');
    const item = ownedItem('plasma-blade');
    expect(parse({ farmers: [FULL_FARMER], heroes: [hero], items: [item] })).toEqual({
      farmers: [FULL_FARMER],
      heroes: [hero],
      items: [item],
    });
  });

  it("gives a farmer without level or rarity level 1 and common, and computes its power from the spec's fallback", () => {
    const [farmer] = parse({
      farmers: [without(without(without(FULL_FARMER, 'level'), 'rarity'), 'power')],
      heroes: [],
      items: [],
    }).farmers;
    const base = farmerById('quantum-collector')?.basePower ?? 0;
    expect(farmer).toMatchObject({ id: 'f-1', level: 1, rarity: 'common', power: base * 1.2 });
  });

  it('falls back to the rarity multiplier for the power of a farmer of no known kind', () => {
    const odd = { ...without(FULL_FARMER, 'power'), farmer_id: 'unknown', rarity: 'epic', level: 3 };
    expect(parse({ farmers: [odd], heroes: [], items: [] }).farmers[0]?.power).toBe(11.2);
  });

  it('fills every other field a farmer leaves out on its own', () => {
    for (const field of Object.keys(FULL_FARMER) as (keyof typeof FULL_FARMER)[]) {
      if (field === 'id') continue;
      const [farmer] = parse({ farmers: [without(FULL_FARMER, field)] }).farmers;
      expect(farmer, field).toBeDefined();
      expect(farmer?.id).toBe('f-1');
    }
    const bare = parse({ farmers: [{ id: 'f-2', farmer_id: 'agribot-3000' }] }).farmers[0];
    expect(bare).toMatchObject({
      name: 'Agribot 3000',
      level: 1,
      rarity: 'common',
      base_yield_per_hour: 10,
      effectiveYield: 10,
      power: 120,
      equipped_items: [],
      listing_id: null,
      image_src: '',
    });
    expect(Number.isNaN(Date.parse(bare?.last_harvested ?? ''))).toBe(false);
  });

  it('gives a hero rarity rare and its catalogue type and power when they are left out', () => {
    const hero = ownedHero('neon-ronin', { id: 'h-1', level: 2 });
    const entry = heroById('neon-ronin');
    const [parsed] = parse({
      heroes: [without(without(without(hero, 'rarity'), 'type'), 'power')],
    }).heroes;
    expect(parsed).toMatchObject({ id: 'h-1', rarity: 'rare', type: entry?.type, level: 2 });
    expect(parsed?.power).toBe(Math.round(((entry?.basePower ?? 0) * 6) / 5));
    for (const field of Object.keys(hero) as (keyof typeof hero)[]) {
      if (field === 'id') continue;
      expect(parse({ heroes: [without(hero, field)] }).heroes, field).toHaveLength(1);
    }
    const unknown = parse({ heroes: [{ id: 'h-2' }] }).heroes[0];
    expect(unknown).toMatchObject({ name: 'Hero', rarity: 'rare', type: 'balanced', level: 1, power: 4 });
  });

  it("gives an item its catalogue type, or an accessory (the spec's Gadget), and rarity common", () => {
    const item = ownedItem('plasma-blade', { id: 'i-1' });
    expect(parse({ items: [without(without(item, 'type'), 'rarity')] }).items[0]).toMatchObject({
      type: itemById('plasma-blade')?.type,
      rarity: 'common',
    });
    for (const field of Object.keys(item) as (keyof typeof item)[]) {
      if (field === 'id') continue;
      expect(parse({ items: [without(item, field)] }).items, field).toHaveLength(1);
    }
    expect(parse({ items: [{ id: 'i-2' }] }).items[0]).toMatchObject({
      name: 'Item',
      type: 'accessory',
      rarity: 'common',
      equipped: null,
      charges: null,
    });
  });

  it('leaves out only rows without an id, and keeps the rest of the list', () => {
    const answer = parse({
      farmers: [FULL_FARMER, without(FULL_FARMER, 'id'), { ...FULL_FARMER, id: '' }, null, 'x'],
      heroes: [ownedHero('neon-ronin'), { name: 'no id' }],
      items: 'not a list',
    });
    expect(answer.farmers.map((farmer) => farmer.id)).toEqual(['f-1']);
    expect(answer.heroes).toHaveLength(1);
    expect(answer.items).toEqual([]);
  });

  it('refuses an answer that is not an object at all (the page says so)', () => {
    expect(tolerantAssetsResponse.safeParse('Internal error').success).toBe(false);
  });
});
