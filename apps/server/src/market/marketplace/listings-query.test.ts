import { MAX_LISTING_PRICE_WLO } from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { grantFarmer, listAsset } from '../../../test/market.ts';
import { signedInPlayer } from '../../../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // One listing, so a filter that reaches the database has a row to compare.
  const seller = await signedInPlayer(t.app);
  expect(
    (await listAsset(t, seller, await grantFarmer(t, seller.address, 'quantum-collector'), 500)).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

const listings = (query: string) => t.app.inject({ method: 'GET', url: `/marketplace/listings?${query}` });

describe('GET /marketplace/listings query numbers', () => {
  it('answers 400 naming the field for a price filter beyond the price rules', async () => {
    for (const field of ['minPrice', 'maxPrice']) {
      for (const value of [
        '9007199254740993',
        '1e20',
        String(MAX_LISTING_PRICE_WLO + 1),
        '-1',
        'NaN',
        'Infinity',
        'abc',
        `${MAX_LISTING_PRICE_WLO}.5`,
      ]) {
        const response = await listings(`${field}=${value}`);
        expect({ field, value, status: response.statusCode }).toEqual({ field, value, status: 400 });
        const body = response.json<{ error: string; message: string }>();
        expect(body.error).toBe('BAD_REQUEST');
        expect(body.message).toMatch(new RegExp(`^${field}: `));
      }
    }
  });

  it('filters by any price the rules allow, up to the largest', async () => {
    const page = async (query: string) => {
      const response = await listings(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 200 });
      return response.json<{ data: { pagination: { total: number } } }>().data.pagination.total;
    };
    expect(await page(`minPrice=0&maxPrice=${MAX_LISTING_PRICE_WLO}`)).toBe(1);
    expect(await page('minPrice=500&maxPrice=500')).toBe(1);
    expect(await page('minPrice=500.000001')).toBe(0);
    expect(await page(`minPrice=${MAX_LISTING_PRICE_WLO}`)).toBe(0);
    expect(await page('maxPrice=0.000001')).toBe(0);
  });

  it('answers 400 naming the field for a page or limit out of range, never 500', async () => {
    for (const field of ['page', 'limit']) {
      for (const value of ['0', '-1', '1.5', '9007199254740993', '1e400', 'abc', '']) {
        const response = await listings(`${field}=${value}`);
        expect({ field, value, status: response.statusCode }).toEqual({ field, value, status: 400 });
        expect(response.json<{ message: string }>().message).toMatch(new RegExp(`^${field}: `));
      }
    }
    expect((await listings('page=10000&limit=100')).statusCode).toBe(200);
  });

  it('answers 400 for a search the database cannot take (a NUL byte), never 500', async () => {
    const response = await listings('search=quantum%00');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^search: /);
    expect((await listings('search=%5C%25_')).statusCode).toBe(200);
  });
});
