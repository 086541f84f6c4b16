import type { Database } from '../../db/database.ts';
import type { FarmersService } from '../../game/farmers/service.ts';
import { farmersYieldDraw } from '../../game/farmers/yield-draw.ts';
import { stakingRewardsDraw } from '../../game/staking/rewards-draw.ts';
import type { StakingService } from '../../game/staking/service.ts';
import { payoutsOwedByPool } from '../../payments/payouts/outbox-summary.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';

/** The pools players' earnings are paid from, whose runway the operator watches. */
export const RUNWAY_POOLS = ['stakingRewards', 'farmingPool'] as const;
export type RunwayPool = (typeof RUNWAY_POOLS)[number];

/** A pool's runway at today's accrual; amounts in WLO base units. */
export interface Runway {
  pool: RunwayPool;
  /** WLO the pool holds on chain. */
  balance: bigint;
  /** What players earned from it and were not paid yet: unclaimed or unharvested, and accepted payouts not landed. */
  owed: bigint;
  /** What it pays out a day now. */
  perDay: bigint;
  /** (balance − owed) / perDay, never below 0; null when nothing draws on it (an endless runway). */
  days: number | null;
}

/** The figures a runway is read from, through each feature's service (one or two aggregates each). */
export interface RunwaySources {
  staking: Pick<StakingService, 'rewardsDraw'>;
  farmers: Pick<FarmersService, 'yieldDraw'>;
  payouts: Pick<PayoutsService, 'owedByPool'>;
}

/**
 * The sources on a bare database, for a reader that opens no services (the
 * doctor): the same statements the services run. `gameWallets`: every pool's
 * address (the treasury's farmers never harvest).
 */
export function runwaySourcesOf(db: Database, gameWallets: readonly string[]): RunwaySources {
  return {
    staking: stakingRewardsDraw(db),
    farmers: farmersYieldDraw(db, gameWallets),
    payouts: payoutsOwedByPool(db),
  };
}

/** Days of payouts left: (balance − owed) / perDay, 0 when already short, null when perDay is 0. */
export function runwayDays(balance: bigint, owed: bigint, perDay: bigint): number | null {
  if (perDay <= 0n) return null;
  const free = balance - owed;
  return free <= 0n ? 0 : Number(free) / Number(perDay);
}

/**
 * The runway of the staking rewards pool and of the farming pool at today's
 * accrual. Staking: every accruing position's one-day reward (the accrual's
 * rule); farming: the players' farmers' daily yield (harvest's rule). The
 * weekly farming rewards share half of what the farming pool can pay, so they
 * shrink with it and never run it dry: they are not counted as a draw.
 * `balanceOf` gives a pool's WLO on chain (the caller decides how fresh);
 * `at`: the moment the earnings are counted to (the server clock's now).
 */
export async function readRunways(
  sources: RunwaySources,
  balanceOf: (pool: RunwayPool) => Promise<bigint>,
  at?: Date,
): Promise<Runway[]> {
  return Promise.all(RUNWAY_POOLS.map((pool) => readRunway(pool, sources, balanceOf(pool), at)));
}

/** One pool's runway (the doctor reads only the staking rewards pool's). */
export async function readRunway(
  pool: RunwayPool,
  sources: RunwaySources,
  balanceRead: Promise<bigint>,
  at?: Date,
): Promise<Runway> {
  const [draw, owedByPool, balance] = await Promise.all([
    pool === 'stakingRewards'
      ? sources.staking.rewardsDraw(at).then(({ perDay, unclaimed }) => ({ perDay, unpaid: unclaimed }))
      : sources.farmers.yieldDraw(at).then(({ perDay, unpaid }) => ({ perDay, unpaid })),
    sources.payouts.owedByPool(),
    balanceRead,
  ]);
  const owed = draw.unpaid + (owedByPool.get(pool) ?? 0n);
  return { pool, balance, owed, perDay: draw.perDay, days: runwayDays(balance, owed, draw.perDay) };
}
