import type { WalletService } from '../../account/wallet/service.ts';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { ChainReads, PaymentBalances } from '../../chain/balance-cache.ts';
import type { Database } from '../../db/database.ts';
import type { IntentsService } from '../../payments/intents/service.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import type { WalletChanges } from '../../platform/cache/wallet-changes.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { CacheLinks } from '../../platform/shared-state/cache-links.ts';
import type { VouchersService } from '../vouchers/service.ts';
import { stakingAccrualJob } from './accrual-job.ts';
import { createStakingClaims } from './claims.ts';
import { createStakingQueries } from './queries.ts';
import { createStakingRepo } from './repo.ts';
import { type RewardsDraw, readRewardsDraw } from './rewards-draw.ts';
import { createStakeFlow } from './stake-flow.ts';

/** Staking: stakes paid by the player, claims paid from the pools, the reads, on one repository. */
export function createStakingService(deps: {
  db: Database;
  intents: IntentsService;
  wallet: WalletService;
  payouts: PayoutsService;
  vouchers: VouchersService;
  balances: ChainReads & PaymentBalances;
  accounts: GameAccounts;
  clock: Clock;
  caches: CacheLinks;
  walletChanges: WalletChanges;
}) {
  const { db, intents, wallet, payouts, vouchers, balances, accounts, clock, caches, walletChanges } = deps;
  // One repository: its change events reach every reader of positions (queries, the leaderboard).
  const repo = createStakingRepo(db, walletChanges);
  return {
    stakeFlow: createStakeFlow({ repo, intents, wallet, balances, accounts, clock }),
    claims: createStakingClaims({
      db,
      repo,
      payouts,
      vouchers,
      clock,
      treasury: accounts.pools.treasury.address,
    }),
    queries: createStakingQueries({ repo, balances, clock, payouts, caches, walletChanges }),
    /**
     * What the staking rewards pool is drawn on (the operator's runway): WLO
     * base units a day of accrual adds at `now`, and what positions accrued
     * and have not claimed yet. Aggregate statements, not a read per position.
     */
    async rewardsDraw(now: Date = clock.now()): Promise<RewardsDraw> {
      return readRewardsDraw(repo, now);
    },
    /** Positions holding principal (active, not returned): the operator's count of stakes. */
    async activeStakeCount(): Promise<number> {
      return (await repo.activeTotals()).positions;
    },
    /** Calls `listener` after each position update or accrual made in this process. */
    onChange: repo.onChange,
    /** Daily at 00:00 UTC: the day's staking rewards (the scheduler runs it). */
    accrual: stakingAccrualJob(repo, clock),
  };
}

export type StakingService = ReturnType<typeof createStakingService>;
