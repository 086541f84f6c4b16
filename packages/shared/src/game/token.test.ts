import { describe, expect, it } from 'vitest';
import { PACK_PURCHASE_SHARES, TOKEN_TAX_SHARES, visitDay } from './token.ts';

describe('token page figures', () => {
  it('labels the buy/sell tax split 40/40/10/5/5 and the pack purchase split 30/30/25/10/5', () => {
    expect(TOKEN_TAX_SHARES.map(({ label, percent }) => [label, percent])).toEqual([
      ['Farming pool', 40],
      ['Staking pool', 40],
      ['Developer wallet', 10],
      ['Burn', 5],
      ['Liquidity', 5],
    ]);
    expect(PACK_PURCHASE_SHARES.map(({ label, percent }) => [label, percent])).toEqual([
      ['Farming pool', 30],
      ['Staking pool', 30],
      ['Developer wallet', 25],
      ['Burn', 10],
      ['Treasury', 5],
    ]);
  });

  it('counts a visit on its UTC day, whatever the local time zone', () => {
    expect(visitDay(new Date('2025-04-25T23:59:59.999Z'))).toBe('2025-04-25');
    expect(visitDay(new Date('2025-04-26T00:00:00.000Z'))).toBe('2025-04-26');
    expect(visitDay(new Date('2025-04-26T01:30:00+02:00'))).toBe('2025-04-25');
  });
});
