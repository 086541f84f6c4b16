import type { FarmerAsset, WalletAssets } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { ownedHero, ownedItem } from '../../heroes/testing.ts';
import { assetDetailsOf, inventoryRows, kindLabel, searchRows } from './inventory-view.ts';

function farmer(id: string, overrides: Partial<FarmerAsset> = {}): FarmerAsset {
  return {
    id,
    farmer_id: 'agribot-3000',
    name: 'Agribot 3000',
    rarity: 'common',
    level: 1,
    base_yield_per_hour: 10,
    effectiveYield: 10,
    power: 100,
    purchased_at: '2025-01-01T00:00:00.000Z',
    last_harvested: '2025-01-01T00:00:00.000Z',
    equipped_items: [],
    image_src: '/art/farmers/agribot-3000.svg',
    description: 'A reliable bot.',
    listing_id: null,
    ...overrides,
  };
}

const assets: WalletAssets = {
  farmers: [
    farmer('f-common'),
    farmer('f-listed', { listing_id: 'l-1' }),
    farmer('f-omega', {
      farmer_id: 'omega-harvester',
      name: 'Omega Harvester',
      rarity: 'legendary',
      level: 3,
    }),
  ],
  heroes: [ownedHero('neon-ronin', { id: 'h-1' })],
  items: [
    ownedItem('plasma-blade', { id: 'i-worn', equipped: 'weapon', equipped_hero_id: 'h-1' }),
    ownedItem('plasma-blade', { id: 'i-free' }),
    ownedItem('plasma-blade', { id: 'i-listed', listing_id: 'l-2' }),
  ],
};

describe('inventoryRows', () => {
  it('lists only assets that are not listed: farmers, heroes, items, rarest first', () => {
    const rows = inventoryRows(assets);
    expect(rows.map((row) => row.id)).toEqual(['f-omega', 'f-common', 'h-1', 'i-free', 'i-worn']);
  });

  it('prices each with the shared estimate scaled by level and the 80 % instant offer', () => {
    const rows = inventoryRows(assets);
    const omega = rows.find((row) => row.id === 'f-omega');
    // 25,000 × (1 + 0.1 × 2)
    expect(omega).toMatchObject({
      estimate: 30_000,
      instantSellPrice: 24_000,
      level: 3,
      category: 'farmers',
    });
    const common = rows.find((row) => row.id === 'f-common');
    expect(common).toMatchObject({ estimate: 3000, instantSellPrice: 2400, costBasis: null });
  });

  it('bounds the instant offer by 80 % of the cost basis the server sends (docs/rules.md §6)', () => {
    const rows = inventoryRows({
      farmers: [farmer('f-paid', { cost_basis: 100 }), farmer('f-free', { cost_basis: 0 })],
      heroes: [ownedHero('neon-ronin', { id: 'h-rich', cost_basis: 1_000_000 })],
      items: [],
    });
    expect(rows.find((row) => row.id === 'f-paid')).toMatchObject({
      estimate: 3000,
      costBasis: 100,
      instantSellPrice: 80,
    });
    expect(rows.find((row) => row.id === 'f-free')).toMatchObject({ costBasis: 0, instantSellPrice: 0 });
    const rich = rows.find((row) => row.id === 'h-rich');
    expect(rich?.instantSellPrice).toBe(((rich?.estimate ?? 0) * 8) / 10);
  });

  it('draws items from the server art and marks the ones a hero wears', () => {
    const rows = inventoryRows(assets);
    expect(rows.find((row) => row.id === 'i-free')).toMatchObject({
      assetType: 'item',
      image: '/art/items/plasma-blade.svg',
      equipped: false,
      level: 1,
    });
    expect(rows.find((row) => row.id === 'i-worn')?.equipped).toBe(true);
  });

  it('is empty for an empty wallet', () => {
    expect(inventoryRows({ farmers: [], heroes: [], items: [] })).toEqual([]);
  });
});

describe('searchRows', () => {
  const rows = inventoryRows(assets);
  const typeOf = (row: (typeof rows)[number]) => row.assetType;

  it('keeps rows holding every word typed, in any field, any case', () => {
    expect(searchRows(rows, 'omega', typeOf).map((row) => row.id)).toEqual(['f-omega']);
    expect(searchRows(rows, 'FARMER common', typeOf).map((row) => row.id)).toEqual(['f-common']);
    expect(searchRows(rows, 'weapon', typeOf).map((row) => row.id)).toEqual(['i-free', 'i-worn']);
    expect(searchRows(rows, '  ', typeOf)).toHaveLength(rows.length);
    expect(searchRows(rows, 'nothing like this', typeOf)).toEqual([]);
  });
});

describe('labels and listing details', () => {
  it('name the kind with its sub-type', () => {
    expect(kindLabel('farmer', null)).toBe('Farmer');
    expect(kindLabel('hero', 'attack')).toBe('Hero · Attack');
  });

  it('describe the asset as the create-listing call expects', () => {
    const omega = inventoryRows(assets).find((row) => row.id === 'f-omega');
    if (!omega) throw new Error('missing');
    expect(assetDetailsOf(omega)).toEqual({
      name: 'Omega Harvester',
      type: 'farmer',
      subType: null,
      category: 'farmers',
      rarity: 'legendary',
      image: '/art/farmers/agribot-3000.svg',
      description: 'A reliable bot.',
    });
  });
});
