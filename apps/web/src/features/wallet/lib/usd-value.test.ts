import { describe, expect, it } from 'vitest';
import { usdValue } from './usd-value.ts';

describe('usdValue', () => {
  it('values SOL at $150 and WLO at the given live price', () => {
    expect(usdValue({ sol: 2, wlo: 1000 }, 0.0019)).toBeCloseTo(301.9, 10);
    expect(usdValue({ sol: 0, wlo: 250 }, 0.1)).toBeCloseTo(25, 10);
    expect(usdValue({ sol: 0, wlo: 0 }, 5)).toBe(0);
  });
});
