import {
  type distributionsResponse,
  EARLY_UNSTAKE_FEE_PERCENT,
  formatBaseUnits,
  fromBaseUnits,
  STAKING_POOLS,
  WLO_DECIMALS,
} from '@wos/shared';
import type { z } from 'zod';
import type { ChainReads } from '../../chain/balance-cache.ts';
import { knownAddress } from '../../chain/known-address.ts';
import type { Database } from '../../db/database.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import { KeyedReadCache } from '../../platform/cache/keyed-read-cache.ts';
import { ReadCache } from '../../platform/cache/read-cache.ts';
import type { WalletChanges } from '../../platform/cache/wallet-changes.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { CacheLinks } from '../../platform/shared-state/cache-links.ts';
import type { StakingRepo } from './repo.ts';
import { createWalletStakes } from './wallet-stakes.ts';

const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS);

/**
 * How long pool totals, stats and the last accrual date are served from
 * memory. They aggregate every position, so computing them per request made
 * the catalogue slower with every player; now it costs one computation per
 * period, whatever the number of players or readers.
 */
export const CATALOGUE_TTL_MS = 2_000;
/** However many stakes land, aggregates are recomputed at most 4 times a second. */
const CATALOGUE_CACHE = { minIntervalMs: 250 };

/** The read side of staking: pools, positions, stats and distributions. */
export function createStakingQueries(deps: {
  repo: StakingRepo;
  /** Cached chain reads (the wallet's token accounts). */
  balances: ChainReads;
  clock: Clock;
  payouts: Pick<PayoutsService, 'openKeysOf'>;
  /** Other processes' stakes and accruals drop these caches too. */
  caches?: CacheLinks;
  /** A wallet's positions are kept until its next change (the repo and the payouts' history announce them). */
  walletChanges?: WalletChanges;
}) {
  const { repo, balances, clock, payouts, caches, walletChanges } = deps;

  const pools = new ReadCache(
    CATALOGUE_TTL_MS,
    async () => {
      const totals = await repo.totalsByPool();
      return {
        pools: STAKING_POOLS.map((pool) => ({
          ...pool,
          earlyUnstakeFee: EARLY_UNSTAKE_FEE_PERCENT,
          totalStaked: wlo(totals.get(pool.id) ?? 0n),
        })),
      };
    },
    { ...CATALOGUE_CACHE, shared: caches?.link('staking.pools') },
  );

  const stats = new ReadCache(
    CATALOGUE_TTL_MS,
    async () => {
      const lastAccrualDate = await repo.lastAccrual();
      const [totals, distributed, last, byPool, pendingRewards] = await Promise.all([
        repo.activeTotals(),
        repo.totalDistributed(),
        repo.lastDistribution(),
        repo.totalsByPool(),
        repo.pendingRewards(lastAccrualDate, clock.now()),
      ]);
      const battlePower = STAKING_POOLS.reduce(
        (sum, pool) => sum + ((byPool.get(pool.id) ?? 0n) * BigInt(pool.battlePowerBoost)) / 100n,
        0n,
      );
      return {
        stats: {
          activeStakes: { totalAmount: wlo(totals.total), count: totals.positions },
          totalStakers: totals.stakers,
          totalDistributed: wlo(distributed),
          lastDistribution: last
            ? { distribution_date: last.distributionDate, total_distribution_amount: wlo(last.totalAmount) }
            : null,
          totalStaked: wlo(totals.total),
          totalPendingRewards: wlo(pendingRewards),
          totalBattlePower: wlo(battlePower),
          activePositions: totals.positions,
        },
      };
    },
    { ...CATALOGUE_CACHE, shared: caches?.link('staking.stats') },
  );

  // Changes once a day; every wallet read needs it.
  const lastAccrual = new ReadCache(CATALOGUE_TTL_MS, () => repo.lastAccrual(), {
    shared: caches?.link('staking.last-accrual'),
  });
  const walletStakes = createWalletStakes({
    repo,
    payouts,
    clock,
    lastAccrual: () => lastAccrual.get(),
    walletChanges,
  });
  // Pages of the daily distributions, which also change only with an accrual.
  const distributionPages = new KeyedReadCache<z.infer<typeof distributionsResponse>>(CATALOGUE_TTL_MS, 100, {
    shared: caches?.link('staking.distributions'),
  });

  // A stake confirmed, a claim or an accrual in this process shows at once.
  repo.onChange((change) => {
    stats.invalidate();
    if (change === 'position') {
      pools.invalidate();
    } else {
      lastAccrual.invalidate();
      distributionPages.invalidate();
    }
  });

  return {
    pools: () => pools.get(),

    /** A wallet's positions page: its body kept while it holds, and the clock (see wallet-stakes.ts). */
    walletStakesView: walletStakes.view,
    walletStakes: walletStakes.walletStakes,

    async walletTokens(walletAddress: string) {
      const accounts = await balances.getTokenAccounts(knownAddress(walletAddress));
      return {
        data: {
          tokens: accounts.map((account) => ({
            mint: account.mint,
            address: account.address,
            amount: account.amount.toString(),
            decimals: account.decimals,
            uiAmount: Number(formatBaseUnits(account.amount, account.decimals)),
          })),
        },
      };
    },

    stats: () => stats.get(),

    /** activeStakesByWallet as a subquery (wallet, staked_amount, lock_period_days) for a set-based statement. */
    activeStakesSql: () => repo.activeStakeSummariesSql(),

    /**
     * Every wallet with principal staked: its total and longest lock, which
     * sets its farm-power boost (farmers' leaderboard and weekly rewards).
     */
    async activeStakesByWallet(
      tx?: Database,
    ): Promise<Map<string, { stakedAmount: bigint; lockPeriodDays: number }>> {
      const rows = await repo.activeStakeSummaries(tx);
      return new Map(rows.map(({ wallet, ...stake }) => [wallet, stake]));
    },

    distributions: (page: number, limit: number) =>
      distributionPages.get(`${page}:${limit}`, async () => {
        const { rows, total } = await repo.distributionsPage(limit, (page - 1) * limit);
        return {
          distributions: rows.map((row) => ({
            distribution_date: row.distributionDate,
            total_distribution_amount: wlo(row.totalAmount),
            positions: row.positions,
          })),
          pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
        };
      }),
  };
}

export type StakingQueries = ReturnType<typeof createStakingQueries>;
