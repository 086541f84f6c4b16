import {
  fromBaseUnits,
  nextSundayUtc,
  type RewardPool,
  WEEKLY_FARMING_PAYOUT_PERCENT,
  WLO_DECIMALS,
  weeklyFarmingPayout,
} from '@wos/shared';
import type { GameAccounts } from '../../../chain/accounts.ts';
import type { Chain } from '../../../chain/port.ts';
import { ReadCache } from '../../../platform/cache/read-cache.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { CacheLinks } from '../../../platform/shared-state/cache-links.ts';
import type { FarmingDistributionsRepo } from './repo.ts';

const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS);
/** The pool's balance and last distribution are read at most this often, whoever asks. */
const REWARD_POOL_TTL_MS = 2_000;

/**
 * GET /farmers/reward-pool: the farming pool's balance, what next Sunday pays
 * from it (half of it less what it owes, as the weekly job computes), the next
 * Sunday 00:00 UTC and the last distribution.
 */
export function createRewardPool(deps: {
  chain: Chain;
  accounts: GameAccounts;
  repo: FarmingDistributionsRepo;
  clock: Clock;
  /** A distribution in another process drops this one's value. */
  caches?: CacheLinks;
  /** What the farming pool owes in payouts not yet sent. */
  owed: () => Promise<bigint>;
}) {
  const { chain, accounts, repo, clock, caches } = deps;
  const cached = new ReadCache(
    REWARD_POOL_TTL_MS,
    async () => {
      const [balance, owed, last] = await Promise.all([
        chain.getTokenBalance(accounts.pools.farmingPool.address, accounts.wloMint),
        deps.owed(),
        repo.latestPaid(),
      ]);
      return { balance, nextPayout: weeklyFarmingPayout(balance - owed), last };
    },
    { shared: caches?.link('farming.reward-pool') },
  );
  return {
    async read(): Promise<{ data: RewardPool }> {
      const { balance, nextPayout, last } = await cached.get();
      return {
        data: {
          balance: wlo(balance),
          nextPayout: wlo(nextPayout),
          payoutPercent: WEEKLY_FARMING_PAYOUT_PERCENT,
          nextDistribution: nextSundayUtc(clock.nowMs()).toISOString(),
          serverTime: clock.now().toISOString(),
          lastDistribution: last
            ? {
                week: last.week,
                total: wlo(last.totalAmount),
                wallets: last.wallets,
                distributedAt: last.createdAt.toISOString(),
              }
            : null,
        },
      };
    },
    /** A distribution or payout in this process shows on the next read. */
    invalidate: () => cached.invalidate(),
  };
}

export type RewardPoolReader = ReturnType<typeof createRewardPool>;
