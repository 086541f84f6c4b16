import { address } from '@solana/kit';
import {
  EARLY_UNSTAKE_FEE_PERCENT,
  formatBaseUnits,
  fromBaseUnits,
  STAKING_POOLS,
  type StakePosition,
  type WalletStakes,
  WLO_DECIMALS,
} from '@wos/shared';
import type { Chain } from '../chain/port.ts';
import type { Clock } from '../clock/clock.ts';
import { positionRewards } from './accrued.ts';
import type { PositionRow, StakingRepo } from './repo.ts';

const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The read side of staking: pools, positions, stats and distributions. */
export function createStakingQueries(deps: { repo: StakingRepo; chain: Chain; clock: Clock }) {
  const { repo, chain, clock } = deps;
  return {
    async pools() {
      const totals = await repo.totalsByPool();
      return {
        pools: STAKING_POOLS.map((pool) => ({
          ...pool,
          earlyUnstakeFee: EARLY_UNSTAKE_FEE_PERCENT,
          totalStaked: wlo(totals.get(pool.id) ?? 0n),
        })),
      };
    },

    async walletStakes(walletAddress: string): Promise<WalletStakes> {
      const [rows, lastAccrual] = await Promise.all([repo.listByWallet(walletAddress), repo.lastAccrual()]);
      const now = clock.now();
      const rewards = rows.map((row) => positionRewards(row, lastAccrual, now));
      const stakes = rows.map((row, i) => toPosition(row, rewards[i] ?? 0n, lastAccrual, now));
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

    async stats() {
      const [totals, last] = await Promise.all([repo.activeTotals(), repo.lastDistribution()]);
      return {
        stats: {
          activeStakes: { totalAmount: wlo(totals.total), count: totals.positions },
          totalStakers: totals.stakers,
          lastDistribution: last
            ? { distribution_date: last.distributionDate, total_distribution_amount: wlo(last.totalAmount) }
            : null,
        },
      };
    },

    async distributions(page: number, limit: number) {
      const { rows, total } = await repo.distributionsPage(limit, (page - 1) * limit);
      return {
        distributions: rows.map((row) => ({
          distribution_date: row.distributionDate,
          total_distribution_amount: wlo(row.totalAmount),
          positions: row.positions,
        })),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },
  };
}

function toPosition(row: PositionRow, rewards: bigint, lastAccrual: Date | null, now: Date): StakePosition {
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
