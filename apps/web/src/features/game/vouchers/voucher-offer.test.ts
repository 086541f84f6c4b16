import { describe, expect, it } from 'vitest';
import {
  offerFromSearch,
  offerOf,
  packStorePathFor,
  searchWithoutVoucher,
  storeOffers,
} from './voucher-offer.ts';

const ID = '0b6f4c1e-8a57-4d0e-9d3c-2f1a7b9e6c54';

describe('the voucher offer', () => {
  it('prices the farmer pack of the voucher tier from the wheel prices, rounded down', () => {
    expect(offerOf({ id: ID, packType: 'legendary', discountPercent: 35 })).toEqual({
      voucherId: ID,
      packType: 'legendary',
      discountPercent: 35,
      packId: 'farmer-legendary',
      originalPrice: 800,
      price: 520,
    });
    expect(offerOf({ id: ID, packType: 'premium', discountPercent: 15 }).price).toBe(255);
    expect(offerOf({ id: ID, packType: 'basic', discountPercent: 50 }).price).toBe(500);
  });

  it('travels in the GO TO PACK STORE link and is read back from it', () => {
    const path = packStorePathFor({ id: ID, packType: 'premium', discountPercent: 25 });
    expect(path).toBe(`/farmers?voucher=${ID}&pack=premium&discount=25#packs`);
    const url = new URL(path, 'http://localhost');
    expect(url.hash).toBe('#packs');
    expect(offerFromSearch(url.search)).toMatchObject({
      voucherId: ID,
      packId: 'farmer-premium',
      price: 225,
    });
  });

  it('ignores a link with a malformed voucher', () => {
    expect(offerFromSearch('')).toBeNull();
    expect(offerFromSearch(`?voucher=nope&pack=premium&discount=25`)).toBeNull();
    expect(offerFromSearch(`?voucher=${ID}&pack=mythic&discount=25`)).toBeNull();
    expect(offerFromSearch(`?voucher=${ID}&pack=premium&discount=90`)).toBeNull();
  });

  it('drops the voucher from the query and keeps the rest', () => {
    expect(searchWithoutVoucher(`?voucher=${ID}&pack=basic&discount=15`)).toBe('');
    expect(searchWithoutVoucher(`?a=1&voucher=${ID}`)).toBe('?a=1');
  });
});

describe('the store offers', () => {
  const OTHER = '9a6f4c1e-8a57-4d0e-9d3c-2f1a7b9e6c00';
  const linked = offerOf({ id: ID, packType: 'premium', discountPercent: 25 });
  const server = [
    { id: OTHER, packType: 'basic' as const, discountPercent: 15 },
    { id: ID, packType: 'premium' as const, discountPercent: 25 },
  ];

  it("show the link's voucher until the server lists the wallet's", () => {
    expect(storeOffers(undefined, linked)).toEqual([linked]);
    expect(storeOffers(undefined, null)).toEqual([]);
  });

  it("list the server's vouchers with the linked one first", () => {
    expect(storeOffers(server, linked).map((offer) => offer.voucherId)).toEqual([ID, OTHER]);
    expect(storeOffers(server, null).map((offer) => offer.voucherId)).toEqual([OTHER, ID]);
  });

  it('drop a linked voucher the server no longer lists (spent)', () => {
    expect(storeOffers([server[0]!], linked).map((offer) => offer.voucherId)).toEqual([OTHER]);
    expect(storeOffers([], linked)).toEqual([]);
  });

  it("take the pack and percent from the server's record, not from the link", () => {
    const tampered = { ...linked, discountPercent: 50, price: 150 };
    expect(storeOffers(server, tampered)[0]).toMatchObject({ discountPercent: 25, price: 225 });
  });
});
