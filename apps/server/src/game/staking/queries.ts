import { address } from '@solana/kit';
import {
  type distributionsResponse,
  EARLY_UNSTAKE_FEE_PERCENT,
  formatBaseUnits,
  fromBaseUnits,
  STAKING_POOLS,
  type StakePosition,
  type WalletStakes,
  WLO_DECIMALS,
} from '@wos/shared';
import type { z } from 'zod';
import type { Chain } from '../../chain/port.ts';
import type { Database } from '../../db/database.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import { KeyedReadCache } from '../../platform/cache/keyed-read-cache.ts';
import { ReadCache } from '../../platform/cache/read-cache.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { CacheLinks } from '../../platform/shared-state/cache-links.ts';
import { positionRewards } from './accrued.ts';
import type { PositionRow, StakingRepo } from './repo.ts';

const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS);
const iso = (date: Date | null) => date?.toISOString() ?? null;

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
  chain: Chain;
  clock: Clock;
  payouts: Pick<PayoutsService, 'openKeysOf'>;
  /** Other processes' stakes and accruals drop these caches too. */
  caches?: CacheLinks;
}) {
  const { repo, chain, clock, payouts, caches } = deps;

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
      const [totals, distributed, last, byPool, unclaimed, lastAccrualDate] = await Promise.all([
        repo.activeTotals(),
        repo.totalDistributed(),
        repo.lastDistribution(),
        repo.totalsByPool(),
        repo.unclaimedRewardPositions(),
        repo.lastAccrual(),
      ]);
      const now = clock.now();
      const pendingRewards = unclaimed.reduce(
        (sum, row) => sum + positionRewards(row, lastAccrualDate, now),
        0n,
      );
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

    async walletStakes(walletAddress: string): Promise<WalletStakes> {
      const [rows, lastAccrualDate, owed] = await Promise.all([
        repo.listByWallet(walletAddress),
        lastAccrual.get(),
        payouts.openKeysOf(walletAddress),
      ]);
      const now = clock.now();
      const rewards = rows.map((row) => positionRewards(row, lastAccrualDate, now));
      const stakes = rows.map((row, i) => ({
        ...toPosition(row, rewards[i] ?? 0n, lastAccrualDate, now),
        payment_pending: owed.some((key) => key.startsWith(`stake:${row.id}:`)),
      }));
      const totalStaked = rows
        .filter((row) => row.status === 'active' && !row.principalClaimedAt)
        .reduce((sum, row) => sum + row.amount, 0n);
      const totalRewards = rows.reduce(
        (sum, row, i) => (row.rewardsClaimedAt ? sum : sum + (rewards[i] ?? 0n)),
        0n,
      );
      return {
        stakes,
        totalStaked: wlo(totalStaked),
        totalRewards: wlo(totalRewards),
        serverTime: now.toISOString(),
      };
    },

    async walletTokens(walletAddress: string) {
      const accounts = await chain.getTokenAccounts(address(walletAddress));
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

function toPosition(
  row: PositionRow,
  rewards: bigint,
  lastAccrual: Date | null,
  now: Date,
): Omit<StakePosition, 'payment_pending'> {
  const lastReward =
    row.startDate && lastAccrual && lastAccrual > row.startDate
      ? new Date(Math.min(lastAccrual.getTime(), row.endDate?.getTime() ?? lastAccrual.getTime()))
      : null;
  return {
    id: row.id,
    pool_id: row.poolId,
    pool_name: row.poolName,
    lock_period_days: row.lockPeriodDays,
    amount: wlo(row.amount),
    start_date: iso(row.startDate),
    end_date: iso(row.endDate),
    last_reward_date: iso(lastReward),
    accrued_rewards: wlo(rewards),
    status: row.status,
    is_locked: row.status === 'active' && row.endDate !== null && now < row.endDate,
    rewards_claimed: row.rewardsClaimedAt !== null,
    principal_claimed: row.principalClaimedAt !== null,
    signature: row.signature,
  };
}

export type StakingQueries = ReturnType<typeof createStakingQueries>;
