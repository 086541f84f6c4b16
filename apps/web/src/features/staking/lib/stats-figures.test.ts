import { describe, expect, it } from 'vitest';
import { FALLBACK_STATS, formatStat, statsFigures } from './stats-figures.ts';

describe('stats figures', () => {
  it('fall back to the spec’s figures: 1,566,116 staked, 4,237 stakers, 246,892 distributed', () => {
    expect(FALLBACK_STATS).toEqual({ totalStaked: 1_566_116, stakers: 4_237, distributed: 246_892 });
    expect(formatStat(FALLBACK_STATS.totalStaked, FALLBACK_STATS.totalStaked)).toBe('1,566,116');
    expect(formatStat(FALLBACK_STATS.stakers, FALLBACK_STATS.stakers)).toBe('4,237');
    expect(formatStat(FALLBACK_STATS.distributed, FALLBACK_STATS.distributed)).toBe('246,892');
  });

  it('read the server’s totals: REWARDS DISTRIBUTED is the total to date, not the last day’s', () => {
    expect(
      statsFigures({
        stats: {
          activeStakes: { totalAmount: 12_500, count: 7 },
          totalStakers: 5,
          totalDistributed: 42.75,
          lastDistribution: { distribution_date: '2025-01-02', total_distribution_amount: 0.14 },
          totalStaked: 12_500,
          totalPendingRewards: 3.5,
          totalBattlePower: 2_000,
          activePositions: 7,
        },
      }),
    ).toEqual({ totalStaked: 12_500, stakers: 5, distributed: 42.75 });
  });

  it('count nothing distributed before the first distribution', () => {
    const figures = statsFigures({
      stats: {
        activeStakes: { totalAmount: 0, count: 0 },
        totalStakers: 0,
        totalDistributed: 0,
        lastDistribution: null,
        totalStaked: 0,
        totalPendingRewards: 0,
        totalBattlePower: 0,
        activePositions: 0,
      },
    });
    expect(figures.distributed).toBe(0);
  });
});

describe('formatStat', () => {
  it('shows whole numbers with separators', () => {
    expect(formatStat(0, 0)).toBe('0');
    expect(formatStat(1_234_567, 1_234_567)).toBe('1,234,567');
  });

  it('keeps two decimals while counting up to a small fractional figure', () => {
    expect(formatStat(3.29, 3.29)).toBe('3.29');
    expect(formatStat(1.5, 3.29)).toBe('1.50');
    expect(formatStat(0, 3.29)).toBe('0.00');
  });

  it('rounds large fractional figures to whole numbers, and whole targets never show decimals', () => {
    expect(formatStat(1_234.56, 1_234.56)).toBe('1,235');
    expect(formatStat(12.4, 42)).toBe('12');
  });
});
