import { describe, expect, it } from 'vitest';
import { runwayDays } from './runway.ts';

describe('runwayDays', () => {
  it('is what the pool holds beyond what it owes, in days of payouts', () => {
    expect(runwayDays(1_000n, 100n, 30n)).toBe(30);
    expect(runwayDays(1_000n, 0n, 400n)).toBe(2.5);
  });

  it('is 0 once the pool owes all it holds, and null (endless) while nothing draws on it', () => {
    expect(runwayDays(100n, 100n, 5n)).toBe(0);
    expect(runwayDays(100n, 250n, 5n)).toBe(0);
    expect(runwayDays(100n, 0n, 0n)).toBeNull();
  });
});
