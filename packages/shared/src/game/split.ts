export interface PoolShare<Pool extends string> {
  pool: Pool;
  percent: number;
}

export type PackSplitPool = 'farming' | 'staking' | 'developer' | 'burn' | 'treasury';
export type TokenTaxPool = 'farming' | 'staking' | 'developer' | 'burn' | 'liquidity';

/** Pack purchase proceeds (docs/spec/001-game.md §9, docs/rules.md §2). */
export const PACK_SPLIT: readonly PoolShare<PackSplitPool>[] = [
  { pool: 'farming', percent: 30 },
  { pool: 'staking', percent: 30 },
  { pool: 'developer', percent: 25 },
  { pool: 'burn', percent: 10 },
  { pool: 'treasury', percent: 5 },
];

/** The token's 10 % buy/sell tax (docs/spec/001-game.md §9). */
export const TOKEN_TAX_SPLIT: readonly PoolShare<TokenTaxPool>[] = [
  { pool: 'farming', percent: 40 },
  { pool: 'staking', percent: 40 },
  { pool: 'developer', percent: 10 },
  { pool: 'burn', percent: 5 },
  { pool: 'liquidity', percent: 5 },
];

/**
 * Splits an amount by whole percents summing to 100. Each share is rounded
 * down and what rounding leaves over goes to the first share, so the parts
 * always add up to the total: no base unit is lost or created.
 */
export function splitBaseUnits(total: bigint, percents: readonly number[]): bigint[] {
  if (total < 0n) throw new RangeError('cannot split a negative amount');
  if (percents.some((percent) => !Number.isInteger(percent) || percent < 0)) {
    throw new RangeError('percents must be whole and not negative');
  }
  if (percents.reduce((sum, percent) => sum + percent, 0) !== 100) {
    throw new RangeError('percents must sum to 100');
  }
  const parts = percents.map((percent) => (total * BigInt(percent)) / 100n);
  const remainder = total - parts.reduce((sum, part) => sum + part, 0n);
  if (parts.length > 0) parts[0] = (parts[0] ?? 0n) + remainder;
  return parts;
}

/**
 * Shares `total` by weight, each share rounded down, so the sum never exceeds
 * the total (the dust stays where it was). All-zero weights share nothing.
 */
export function shareByWeight(total: bigint, weights: readonly bigint[]): bigint[] {
  if (total < 0n) throw new RangeError('cannot share a negative amount');
  if (weights.some((weight) => weight < 0n)) throw new RangeError('weights must not be negative');
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0n);
  if (totalWeight === 0n) return weights.map(() => 0n);
  return weights.map((weight) => (total * weight) / totalWeight);
}
