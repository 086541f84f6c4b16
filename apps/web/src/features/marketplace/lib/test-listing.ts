import type { MarketListing } from '@wos/shared';

/** A listing as the server sends it, for the unit tests. */
export function testListing(overrides: Partial<MarketListing> = {}): MarketListing {
  return {
    id: 'listing-1',
    assetId: 'asset-1',
    assetType: 'farmer',
    type: 'farmer',
    subType: null,
    category: 'farmers',
    name: 'Agribot 3000',
    rarity: 'common',
    description: 'A reliable bot.',
    price: 1500,
    seller: 'Seller1111111111111111111111111111111111111',
    image: '/art/farmers/agribot-3000.svg',
    listedAt: '2025-06-01T12:00:00.000Z',
    views: 0,
    likes: 0,
    level: 1,
    yieldPerHour: 10,
    power: 100,
    status: 'active',
    ...overrides,
  };
}
