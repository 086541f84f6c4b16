import { describe, expect, it } from 'vitest';
import { testListing } from '../lib/test-listing.ts';
import {
  tolerantListing,
  tolerantListingsResponse,
  tolerantSellerListingsResponse,
} from './tolerant-listings.ts';

const FULL = testListing();

function without<T extends object>(row: T, ...fields: (keyof T)[]): Partial<T> {
  const copy: Partial<T> = { ...row };
  for (const field of fields) delete copy[field];
  return copy;
}

const page = (listings: unknown[]) => ({
  success: true,
  data: { listings, pagination: { page: 1, limit: 12, total: listings.length, totalPages: 1 } },
});

describe('a listing read field by field (docs/spec/001-game.md §3 defaults)', () => {
  it('keeps a complete listing as it is', () => {
    expect(tolerantListing.parse(FULL)).toEqual(FULL);
  });

  it('reads a listing without type or category as an Item in items, rarity common, no views or likes', () => {
    const parsed = tolerantListing.parse(
      without(FULL, 'type', 'assetType', 'category', 'rarity', 'views', 'likes'),
    );
    expect(parsed).toMatchObject({
      type: 'item',
      assetType: 'item',
      category: 'items',
      rarity: 'common',
      views: 0,
      likes: 0,
    });
  });

  it('takes the type from whichever of type and assetType came, and the category from it', () => {
    expect(tolerantListing.parse(without(FULL, 'assetType', 'category'))).toMatchObject({
      assetType: 'farmer',
      type: 'farmer',
      category: 'farmers',
    });
  });

  it('survives the absence of each optional field on its own', () => {
    for (const field of Object.keys(FULL) as (keyof typeof FULL)[]) {
      if (field === 'id' || field === 'price') continue;
      const parsed = tolerantListing.safeParse(without(FULL, field));
      expect(parsed.success, field).toBe(true);
    }
    expect(tolerantListing.parse({ id: 'l-9', price: 5 })).toMatchObject({
      name: 'Unnamed asset',
      level: 1,
      subType: null,
      yieldPerHour: null,
      power: null,
      status: 'active',
      seller: '',
      image: '',
    });
  });

  it('leaves out only a listing without an id or a price, and keeps the page', () => {
    const answer = tolerantListingsResponse.parse(
      page([FULL, without(FULL, 'id'), without(FULL, 'price'), { ...FULL, id: 'l-2', price: 0 }, null]),
    );
    expect(answer.data.listings).toEqual([FULL]);
    expect(answer.data.pagination.total).toBe(5);
  });

  it('reads a page without its pagination as one page', () => {
    const answer = tolerantListingsResponse.parse({ success: true, data: { listings: [FULL] } });
    expect(answer.data.pagination).toEqual({ page: 1, limit: 1, total: 1, totalPages: 1 });
  });

  it("reads a seller's listings the same way", () => {
    const answer = tolerantSellerListingsResponse.parse({
      success: true,
      data: { listings: [without(FULL, 'views', 'likes'), { price: 3 }] },
    });
    expect(answer.data.listings).toEqual([FULL]);
  });

  it('still refuses an answer with no list at all (the data-format message)', () => {
    expect(tolerantListingsResponse.safeParse({ success: true, data: {} }).success).toBe(false);
    expect(tolerantListingsResponse.safeParse('oops').success).toBe(false);
  });
});
