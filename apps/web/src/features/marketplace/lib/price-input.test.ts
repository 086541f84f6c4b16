import { describe, expect, it } from 'vitest';
import { checkPrice, splitOfPrice, suggestedPrice } from './price-input.ts';

const INVALID = 'Please enter a valid price greater than 0';

describe('checkPrice', () => {
  it('refuses an empty, zero, negative, non-numeric or too precise price with the spec message', () => {
    for (const text of ['', '   ', '0', '0.000000', '-5', 'abc', '1.2.3', '1.0000001', '1e3']) {
      expect(checkPrice(text)).toEqual({ ok: false, message: INVALID });
    }
  });

  it('accepts a price above 0 and splits it 95/5 to the base unit', () => {
    expect(checkPrice('1500')).toEqual({ ok: true, price: 1500, sellerReceives: 1425, fee: 75 });
    expect(checkPrice(' 1,234.56 ')).toEqual({
      ok: true,
      price: 1234.56,
      sellerReceives: 1172.832,
      fee: 61.728,
    });
    // The fee is rounded down; the seller gets the rest, so the parts add up to the price.
    expect(checkPrice('0.000019')).toEqual({ ok: true, price: 0.000019, sellerReceives: 0.000019, fee: 0 });
    expect(checkPrice('0.000021')).toEqual({
      ok: true,
      price: 0.000021,
      sellerReceives: 0.00002,
      fee: 0.000001,
    });
  });

  it('refuses a price above the maximum with the shared message', () => {
    const result = checkPrice('1000000001');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/at most 1,000,000,000 WLO/);
  });
});

describe('prices', () => {
  it('split an asked price for the buy dialog', () => {
    expect(splitOfPrice(3000)).toEqual({ sellerReceives: 2850, fee: 150 });
  });

  it('start the list dialog at the estimate', () => {
    expect(suggestedPrice(3000)).toBe('3000');
    expect(suggestedPrice(0)).toBe('');
  });
});
