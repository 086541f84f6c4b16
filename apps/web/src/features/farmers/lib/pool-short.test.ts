import { describe, expect, it } from 'vitest';
import { harvestExceedsPool } from './pool-short.ts';

describe('harvestExceedsPool', () => {
  it('is true only when the pool was read and holds less than what is pending', () => {
    expect(harvestExceedsPool(2400, 10)).toBe(true);
    expect(harvestExceedsPool(2400, 2400)).toBe(false);
    expect(harvestExceedsPool(10, 500_000)).toBe(false);
    expect(harvestExceedsPool(0, 0)).toBe(false);
    expect(harvestExceedsPool(2400, undefined)).toBe(false);
  });
});
