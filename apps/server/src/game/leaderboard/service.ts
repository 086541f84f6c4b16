import { fromBaseUnits, type Leaderboard, RARITIES, type Rarity, WLO_DECIMALS } from '@wos/shared';
import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import { KeyedReadCache } from '../../platform/cache/keyed-read-cache.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { CacheLinks } from '../../platform/shared-state/cache-links.ts';
import { farmPowerTable, powerOfWeight, type WalletFarmPower } from '../farmers/farm-power.ts';
import type { FarmersService } from '../farmers/service.ts';
import type { StakingQueries } from '../staking/queries.ts';
import { BackgroundRefresher } from './refresher.ts';
import type { LeaderboardRepo, RankingRow } from './repo.ts';

/** The ranking is rebuilt when older than this (and at most every five rebuild-durations). */
export const LEADERBOARD_MAX_AGE_MS = 2_000;
/** A write in this process shows on the next read while a rebuild takes less than this, */
const WAIT_FOR_REBUILD_BELOW_MS = 100;
/** or while the ranking holds fewer wallets than this (a rebuild of them takes milliseconds). */
const WAIT_FOR_REBUILD_BELOW_WALLETS = 1_000;
/** Pages are served from memory this long (rebuilds in this process drop them). */
const PAGE_TTL_MS = 1_000;

function toWallet(row: RankingRow): Leaderboard['wallets'][number] {
  // Each rarity's power carries the wallet's stake boost, as the row's total does: its weight
  // (tenfold power × (100 + boost)) is an exact integer and the weights sum to the row's.
  const boost = BigInt(100 + row.boostPercent);
  const rarityBreakdown = Object.fromEntries(
    RARITIES.map((rarity) => {
      const [count, tenfold] = row.rarity[rarity] ?? [0, 0];
      return [rarity, { count: Number(count), totalPower: powerOfWeight(BigInt(tenfold) * boost) }];
    }),
  ) as Record<Rarity, { count: number; totalPower: number }>;
  return {
    rank: row.rank,
    wallet: row.wallet,
    farmerCount: row.farmerCount,
    totalPower: powerOfWeight(row.weight),
    rarityBreakdown,
    stakingInfo: {
      stakedAmount: fromBaseUnits(row.stakedAmount, WLO_DECIMALS),
      lockPeriodDays: row.lockPeriodDays,
      farmingBoostPercentage: row.boostPercent,
    },
  };
}

/**
 * The power leaderboard (docs/spec/001-game.md §3, docs/rules.md §4): farm power = Σ farmer
 * power × (1 + best active stake boost / 100). The ranking is a table rebuilt
 * by one set-based statement over every farmer and stake (repo.refresh), in
 * the background, so a read is one indexed page, or memory.
 */
export function createLeaderboardService(deps: {
  repo: LeaderboardRepo;
  farmers: Pick<
    FarmersService,
    'powerByOwnerAndRarity' | 'powerByOwnerAndRaritySql' | 'powerByOwnerSql' | 'onChange'
  >;
  staking: Pick<StakingQueries, 'activeStakesByWallet' | 'activeStakesSql'>;
  clock: Clock;
  log: Logger;
  /** A rebuild in another process drops this one's pages. */
  caches?: CacheLinks;
}) {
  const { repo, farmers, staking, clock, log, caches } = deps;
  const pages = new KeyedReadCache<{ data: Leaderboard }>(PAGE_TTL_MS, 200, {
    shared: caches?.link('leaderboard.pages'),
  });

  /** Rebuilds the ranking; answers how many wallets it holds (undefined: another process rebuilt it). */
  async function rebuild(): Promise<number | undefined> {
    const wallets = await repo.refresh(
      { farmers: farmers.powerByOwnerAndRaritySql(), stakes: staking.activeStakesSql() },
      clock.now(),
    );
    pages.invalidate();
    return wallets;
  }

  const refresher = new BackgroundRefresher(rebuild, {
    maxAgeMs: LEADERBOARD_MAX_AGE_MS,
    waitBelowMs: WAIT_FOR_REBUILD_BELOW_MS,
    waitBelowSize: WAIT_FOR_REBUILD_BELOW_WALLETS,
    onError: (error) => log.error({ err: error }, 'leaderboard rebuild failed'),
  });
  farmers.onChange(() => refresher.markChanged());

  return {
    /** Every wallet's farm power, strongest first, as of now, computed in memory (the weekly rewards). */
    async farmPower(tx?: Database): Promise<WalletFarmPower[]> {
      const [rows, stakes] = await Promise.all([
        farmers.powerByOwnerAndRarity(tx),
        staking.activeStakesByWallet(tx),
      ]);
      return farmPowerTable(rows, stakes);
    },

    /**
     * Every wallet's weight (farm power × 1000, exact), as of now, computed in
     * one statement (the weekly rewards share by it): what farmPower's
     * `weight` says, without a row per rarity or the per-wallet details.
     */
    farmWeights(tx?: Database): Promise<{ wallet: string; weight: bigint }[]> {
      return repo.weights({ farmers: farmers.powerByOwnerSql(), stakes: staking.activeStakesSql() }, tx);
    },

    /** GET /farmers/power-leaderboard: one page of the ranking by farm power. */
    async page(page: number, limit: number): Promise<{ data: Leaderboard }> {
      await refresher.ready();
      return pages.get(`${page}:${limit}`, async () => {
        const [rows, totals] = await Promise.all([repo.page((page - 1) * limit, limit), repo.totals()]);
        const total = totals?.wallets ?? 0;
        return {
          data: {
            totalStats: {
              wallets: total,
              farmers: totals?.farmers ?? 0,
              totalPower: powerOfWeight(totals?.totalWeight ?? 0n),
            },
            wallets: rows.map(toWallet),
            pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
          },
        };
      });
    },

    /** Rebuilds the ranking now (benchmarks, operators); reads normally never wait for one at scale. */
    async rebuild(): Promise<void> {
      await rebuild();
    },

    /** Stakes changed (the ranking's boosts): the next read waits for a rebuild while rebuilding is cheap. */
    stakesChanged(): void {
      refresher.markChanged();
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
