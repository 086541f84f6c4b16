import { fromBaseUnits, type Leaderboard, WLO_DECIMALS } from '@wos/shared';
import type { Database } from '../db/database.ts';
import {
  farmPowerTable,
  powerOfWeight,
  rarityBreakdown,
  type WalletFarmPower,
} from '../farmers/farm-power.ts';
import type { FarmersService } from '../farmers/service.ts';
import type { StakingQueries } from '../staking/queries.ts';
import { ReadCache } from '../staking/read-cache.ts';

/**
 * How long the ranking is served from memory. It aggregates every farmer
 * (one set-based query) and every stake; with a million farmers that is a
 * computation per period shared by all readers, not one per request.
 */
export const LEADERBOARD_TTL_MS = 2_000;

interface Ranking {
  wallets: WalletFarmPower[];
  totalStats: Leaderboard['totalStats'];
}

export function createLeaderboardService(deps: {
  farmers: Pick<FarmersService, 'powerByOwnerAndRarity' | 'onChange'>;
  staking: Pick<StakingQueries, 'activeStakesByWallet'>;
}) {
  const { farmers, staking } = deps;

  /** Every wallet's farm power, strongest first, as of now. */
  async function farmPower(tx?: Database): Promise<WalletFarmPower[]> {
    const [rows, stakes] = await Promise.all([
      farmers.powerByOwnerAndRarity(tx),
      staking.activeStakesByWallet(tx),
    ]);
    return farmPowerTable(rows, stakes);
  }

  const ranking = new ReadCache<Ranking>(
    LEADERBOARD_TTL_MS,
    async () => {
      const wallets = await farmPower();
      const totalWeight = wallets.reduce((sum, entry) => sum + entry.weight, 0n);
      return {
        wallets,
        totalStats: {
          wallets: wallets.length,
          farmers: wallets.reduce((sum, entry) => sum + entry.farmerCount, 0),
          totalPower: powerOfWeight(totalWeight),
        },
      };
    },
    { minIntervalMs: 250 },
  );

  farmers.onChange(() => ranking.invalidate());

  return {
    farmPower,

    /** GET /farmers/power-leaderboard: one page of the ranking by farm power. */
    async page(page: number, limit: number): Promise<{ data: Leaderboard }> {
      const { wallets, totalStats } = await ranking.get();
      const start = (page - 1) * limit;
      return {
        data: {
          totalStats,
          wallets: wallets.slice(start, start + limit).map((entry, i) => ({
            rank: start + i + 1,
            wallet: entry.wallet,
            farmerCount: entry.farmerCount,
            totalPower: powerOfWeight(entry.weight),
            rarityBreakdown: rarityBreakdown(entry),
            stakingInfo: {
              stakedAmount: fromBaseUnits(entry.stake?.stakedAmount ?? 0n, WLO_DECIMALS),
              lockPeriodDays: entry.stake?.lockPeriodDays ?? 0,
              farmingBoostPercentage: entry.boostPercent,
            },
          })),
          pagination: { page, limit, total: wallets.length, totalPages: Math.ceil(wallets.length / limit) },
        },
      };
    },

    /** A change in this process (new farmer, merge) shows on the next read. */
    invalidate(): void {
      ranking.invalidate();
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
