import { describe, expect, it } from 'vitest';
import { PACK_SPLIT, shareByWeight, splitBaseUnits, TOKEN_TAX_SPLIT } from './split.ts';

/** A small deterministic generator, so a failure can be replayed. */
function* randomBigInts(seed: number, max: bigint): Generator<bigint> {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const high = BigInt(state);
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield (high * 2_147_483_648n + BigInt(state)) % max;
  }
}

const packPercents = PACK_SPLIT.map((share) => share.percent);

describe('price splits', () => {
  it('are the pack and token-tax splits of docs/spec/001-game.md §9', () => {
    expect(PACK_SPLIT.map((s) => [s.pool, s.percent])).toEqual([
      ['farming', 30],
      ['staking', 30],
      ['developer', 25],
      ['burn', 10],
      ['treasury', 5],
    ]);
    expect(TOKEN_TAX_SPLIT.map((s) => [s.pool, s.percent])).toEqual([
      ['farming', 40],
      ['staking', 40],
      ['developer', 10],
      ['burn', 5],
      ['liquidity', 5],
    ]);
  });

  it('split a round amount exactly', () => {
    expect(splitBaseUnits(500_000_000n, packPercents)).toEqual([
      150_000_000n,
      150_000_000n,
      125_000_000n,
      50_000_000n,
      25_000_000n,
    ]);
    // 0.1 SOL in lamports
    expect(splitBaseUnits(100_000_000n, packPercents)).toEqual([
      30_000_000n,
      30_000_000n,
      25_000_000n,
      10_000_000n,
      5_000_000n,
    ]);
  });

  it('give what rounding leaves to the first share', () => {
    // floors: 2, 2, 1, 0, 0 = 5 of 7
    expect(splitBaseUnits(7n, packPercents)).toEqual([4n, 2n, 1n, 0n, 0n]);
    expect(splitBaseUnits(0n, packPercents)).toEqual([0n, 0n, 0n, 0n, 0n]);
  });

  it('never lose or create a unit, whatever the amount', () => {
    const amounts = randomBigInts(7, 10n ** 18n);
    for (let i = 0; i < 2000; i++) {
      const total = amounts.next().value as bigint;
      for (const percents of [packPercents, TOKEN_TAX_SPLIT.map((s) => s.percent)]) {
        const parts = splitBaseUnits(total, percents);
        expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(total);
        parts.forEach((part, index) => {
          const exact = (total * BigInt(percents[index] ?? 0)) / 100n;
          expect(part - exact).toBeGreaterThanOrEqual(0n);
          expect(part - exact).toBeLessThan(index === 0 ? BigInt(percents.length) : 1n);
        });
      }
    }
  });

  it('refuse percents that do not make 100 and negative amounts', () => {
    expect(() => splitBaseUnits(100n, [50, 40])).toThrow(RangeError);
    expect(() => splitBaseUnits(100n, [50, 50.5, -0.5])).toThrow(RangeError);
    expect(() => splitBaseUnits(-1n, packPercents)).toThrow(RangeError);
  });
});

describe('share by weight', () => {
  it('shares in proportion, rounding each share down', () => {
    expect(shareByWeight(10n, [1n, 1n, 1n])).toEqual([3n, 3n, 3n]);
    expect(shareByWeight(1000n, [1500n, 500n])).toEqual([750n, 250n]);
    expect(shareByWeight(1000n, [0n, 0n])).toEqual([0n, 0n]);
    expect(shareByWeight(1000n, [])).toEqual([]);
    expect(shareByWeight(1000n, [0n, 7n])).toEqual([0n, 1000n]);
  });

  it('never pays more than the total and leaves less dust than there are shares', () => {
    const numbers = randomBigInts(42, 10n ** 15n);
    for (let i = 0; i < 1000; i++) {
      const total = numbers.next().value as bigint;
      const count = Number((numbers.next().value as bigint) % 50n) + 1;
      const weights = Array.from({ length: count }, () => (numbers.next().value as bigint) % 100_000n);
      const shares = shareByWeight(total, weights);
      const paid = shares.reduce((sum, share) => sum + share, 0n);
      expect(paid).toBeLessThanOrEqual(total);
      if (weights.some((weight) => weight > 0n)) expect(total - paid).toBeLessThan(BigInt(count));
      const totalWeight = weights.reduce((sum, weight) => sum + weight, 0n);
      shares.forEach((share, index) => {
        // share ≤ total × weight / Σweight < share + 1
        const weight = weights[index] ?? 0n;
        expect(share * totalWeight).toBeLessThanOrEqual(total * weight);
        if (totalWeight > 0n) expect((share + 1n) * totalWeight).toBeGreaterThan(total * weight);
      });
    }
  });

  it('refuses negative weights or totals', () => {
    expect(() => shareByWeight(10n, [1n, -1n])).toThrow(RangeError);
    expect(() => shareByWeight(-10n, [1n])).toThrow(RangeError);
  });
});
