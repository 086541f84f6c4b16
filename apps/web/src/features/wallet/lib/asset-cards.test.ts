import type { FarmerAsset, WalletAssets } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { ownedHero, ownedItem } from '../../heroes/testing.ts';
import { assetCards, assetCounts, NO_ASSETS_MESSAGE } from './asset-cards.ts';

const farmer: FarmerAsset = {
  id: 'f-1',
  farmer_id: 'agribot-3000',
  name: 'Agribot 3000',
  rarity: 'rare',
  level: 2,
  base_yield_per_hour: 1,
  effectiveYield: 1.1,
  power: 120,
  purchased_at: '2025-01-01T00:00:00.000Z',
  last_harvested: '2025-01-01T00:00:00.000Z',
  equipped_items: [],
  image_src: '/art/farmers/agribot-3000.svg',
  description: 'A reliable bot.',
  listing_id: 'listing-1',
};

const assets: WalletAssets = {
  farmers: [farmer],
  heroes: [ownedHero('neon-ronin', { id: 'h-1', level: 3, power: 1234.4 })],
  items: [
    ownedItem('plasma-blade', { id: 'i-1', equipped: 'weapon', durability: 87 }),
    ownedItem('energy-cell', { id: 'i-2' }),
  ],
};

describe('the Assets tab', () => {
  it('counts every kind and all of them', () => {
    expect(assetCounts(assets)).toEqual({ all: 4, farmers: 1, heroes: 1, items: 2 });
    expect(assetCounts(undefined).all).toBeUndefined();
  });

  it('shows farmers, heroes and items under All, each going to its own page', () => {
    const cards = assetCards(assets, 'all');
    expect(cards.map((card) => [card.key, card.detailsPath])).toEqual([
      ['f-1', '/farmers'],
      ['h-1', '/heroes'],
      ['i-1', '/marketplace'],
      ['i-2', '/marketplace'],
    ]);
    expect(cards[0]).toMatchObject({ facts: ['Level 2', '1.1000 WLO/h'], listed: true, rarity: 'rare' });
    expect(cards[1]).toMatchObject({ facts: ['Level 3', 'Power 1,234'], listed: false });
    expect(cards[2]?.facts).toEqual(['weapon · equipped', 'Durability 87']);
    expect(cards[3]?.facts).toEqual(['consumable', '1 charge']);
  });

  it('narrows to one kind, and an empty kind shows nothing (the page then reads the empty text)', () => {
    expect(assetCards(assets, 'items').map((card) => card.key)).toEqual(['i-1', 'i-2']);
    expect(assetCards({ ...assets, farmers: [] }, 'farmers')).toEqual([]);
    expect(NO_ASSETS_MESSAGE).toBe(
      'No assets found in this category. Visit the marketplace to acquire some!',
    );
  });
});
