import type { stakingStatsResponse } from '@wos/shared';
import type { z } from 'zod';

export interface StatsFigures {
  totalStaked: number;
  stakers: number;
  distributed: number;
}

/** docs/spec/000-shell-wallet-staking.md §9: what the banner shows when the stats cannot be fetched. */
export const FALLBACK_STATS: StatsFigures = {
  totalStaked: 1_566_116,
  stakers: 4_237,
  distributed: 246_892,
};

export function statsFigures(response: z.output<typeof stakingStatsResponse>): StatsFigures {
  const { stats } = response;
  return {
    totalStaked: stats.activeStakes.totalAmount,
    stakers: stats.totalStakers,
    // Everything distributed to date, not only the last day's accrual.
    distributed: stats.totalDistributed,
  };
}

/**
 * Whole numbers with separators; a small fractional `target` keeps two decimals (3.29 WLO
 * distributed does not read as 3). `value` is where the count-up animation is now.
 */
export function formatStat(value: number, target: number): string {
  const decimals = target !== Math.round(target) && target < 1000 ? 2 : 0;
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
