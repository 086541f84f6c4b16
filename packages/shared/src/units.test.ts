import { describe, expect, it } from 'vitest';
import { formatBaseUnits, fromBaseUnits, toBaseUnits } from './units.ts';

describe('toBaseUnits', () => {
  it('converts token units to integer base units exactly', () => {
    expect(toBaseUnits(500, 6)).toBe(500_000_000n);
    expect(toBaseUnits(0.1, 9)).toBe(100_000_000n);
    expect(toBaseUnits(1234.567891, 6)).toBe(1_234_567_891n);
    expect(toBaseUnits('0.000001', 6)).toBe(1n);
    expect(toBaseUnits(1e-6, 6)).toBe(1n);
    expect(toBaseUnits(0, 6)).toBe(0n);
  });

  it('refuses more decimals than the token has, negatives and non-numbers', () => {
    expect(() => toBaseUnits(0.0000001, 6)).toThrow(/decimals/);
    expect(() => toBaseUnits(1.0000001, 6)).toThrow(/decimals/);
    expect(() => toBaseUnits(-1, 6)).toThrow(/Invalid amount/);
    expect(() => toBaseUnits(Number.NaN, 6)).toThrow(/Invalid amount/);
    expect(() => toBaseUnits('1e3', 6)).toThrow(/Invalid amount/);
  });
});

describe('fromBaseUnits and formatBaseUnits', () => {
  it('give token units back', () => {
    expect(fromBaseUnits(1_500_000n, 6)).toBe(1.5);
    expect(formatBaseUnits(1n, 9)).toBe('0.000000001');
    expect(formatBaseUnits(-2_500_000n, 6)).toBe('-2.5');
    expect(formatBaseUnits(500_000_000n, 6)).toBe('500');
  });
});
