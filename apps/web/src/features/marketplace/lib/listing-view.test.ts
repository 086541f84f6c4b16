import type { MarketListing } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import {
  isOwnListing,
  isPending,
  myListingsSummary,
  searchListings,
  withListing,
  withoutListing,
} from './listing-view.ts';
import { testListing } from './test-listing.ts';

const listings: MarketListing[] = [
  testListing({ id: 'a', name: 'Omega Harvester', rarity: 'legendary', price: 0.1, views: 4 }),
  testListing({
    id: 'b',
    name: 'Neon Ronin',
    assetType: 'hero',
    type: 'hero',
    subType: 'attack',
    category: 'heroes',
    price: 0.2,
    views: 1,
    status: 'pending',
  }),
];

describe('my listings', () => {
  it('sum to ACTIVE LISTINGS, TOTAL VALUE and TOTAL VIEWS without float dust', () => {
    expect(myListingsSummary(listings)).toEqual({ active: 2, totalValue: 0.3, totalViews: 5 });
    expect(myListingsSummary([])).toEqual({ active: 0, totalValue: 0, totalViews: 0 });
  });

  it('are searched by name, kind and rarity', () => {
    expect(searchListings(listings, 'omega').map((l) => l.id)).toEqual(['a']);
    expect(searchListings(listings, 'hero attack').map((l) => l.id)).toEqual(['b']);
    expect(searchListings(listings, 'LEGENDARY').map((l) => l.id)).toEqual(['a']);
    expect(searchListings(listings, '')).toHaveLength(2);
  });

  it('update locally: a cancel or sale removes one, a price change replaces it', () => {
    expect(withoutListing(listings, 'a').map((l) => l.id)).toEqual(['b']);
    const repriced = withListing(listings, { ...testListing({ id: 'a' }), price: 99 });
    expect(repriced.map((l) => [l.id, l.price])).toEqual([
      ['a', 99],
      ['b', 0.2],
    ]);
  });

  it('know a pending listing and their seller', () => {
    expect(isPending(listings[1]!)).toBe(true);
    expect(isPending(listings[0]!)).toBe(false);
    expect(isOwnListing(listings[0]!, 'Seller1111111111111111111111111111111111111')).toBe(true);
    expect(isOwnListing(listings[0]!, 'Other')).toBe(false);
    expect(isOwnListing(listings[0]!, null)).toBe(false);
  });
});
