import { DAY_MS, fromBaseUnits, type StakePosition, type WalletStakes, WLO_DECIMALS } from '@wos/shared';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import { PerWalletCache, WALLET_READS } from '../../platform/cache/per-wallet-cache.ts';
import type { WalletChanges } from '../../platform/cache/wallet-changes.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { positionRewards } from './accrued.ts';
import type { PositionRow, StakingRepo } from './repo.ts';

const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A wallet's positions page without the clock field, which each answer adds. */
export type WalletStakesBody = Omit<WalletStakes, 'serverTime'>;

/** The page as computed at one moment, right while the time stays in [from, until) and the last accrual is `accrual`. */
interface StakesView {
  body: WalletStakesBody;
  from: number;
  until: number;
  accrual: number | null;
}

/** What a wallet's page is computed from, kept until the wallet's next change. */
interface WalletPositions {
  rows: PositionRow[];
  /** Positions with a payout still open (pending or sent): `payment_pending`. */
  paying: Set<string>;
  view?: StakesView;
}

/**
 * A wallet's positions page (GET /staking/v2/wallet/{address}) from memory:
 * the rows and open payouts are kept per wallet until its next change (the
 * repo and the payouts' history announce them); the page computed from them
 * is kept while no position changes by time alone (a lock ends) and the last
 * accrual stays the same, so a read at most adds the clock.
 */
export function createWalletStakes(deps: {
  repo: Pick<StakingRepo, 'listByWallet'>;
  payouts: Pick<PayoutsService, 'openKeysOf'>;
  clock: Clock;
  lastAccrual: () => Promise<Date | null>;
  walletChanges?: WalletChanges | undefined;
}) {
  const { repo, payouts, clock, lastAccrual } = deps;
  const positions = new PerWalletCache<WalletPositions>(deps.walletChanges, WALLET_READS);
  const positionsOf = (wallet: string) =>
    positions.get(wallet, '', async () => {
      const [rows, owed] = await Promise.all([repo.listByWallet(wallet), payouts.openKeysOf(wallet)]);
      // Dedupe keys of a position's payouts read `stake:<id>:<what>`.
      const paying = new Set(
        owed.flatMap((key) => (key.startsWith('stake:') ? [key.split(':')[1] ?? ''] : [])),
      );
      return { rows, paying };
    });

  /** The page's body (the same object while it holds) and the clock to add. */
  async function view(wallet: string): Promise<{ body: WalletStakesBody; serverTime: string }> {
    const [kept, lastAccrualDate] = await Promise.all([positionsOf(wallet), lastAccrual()]);
    const now = clock.now();
    const at = now.getTime();
    const accrual = lastAccrualDate?.getTime() ?? null;
    let held = kept.view;
    if (!held || held.accrual !== accrual || at < held.from || at >= held.until) {
      held = {
        body: pageOf(kept, lastAccrualDate, now),
        from: at,
        until: nextChange(kept.rows, at),
        accrual,
      };
      kept.view = held;
    }
    return { body: held.body, serverTime: now.toISOString() };
  }

  return {
    view,
    async walletStakes(wallet: string): Promise<WalletStakes> {
      const { body, serverTime } = await view(wallet);
      return { ...body, serverTime };
    },
  };
}

function pageOf({ rows, paying }: WalletPositions, lastAccrual: Date | null, now: Date): WalletStakesBody {
  const rewards = rows.map((row) => positionRewards(row, lastAccrual, now));
  const stakes = rows.map((row, i) => ({
    ...toPosition(row, rewards[i] ?? 0n, lastAccrual, now),
    payment_pending: paying.has(row.id),
  }));
  const totalStaked = rows
    .filter((row) => row.status === 'active' && !row.principalClaimedAt)
    .reduce((sum, row) => sum + row.amount, 0n);
  const totalRewards = rows.reduce(
    (sum, row, i) => (row.rewardsClaimedAt ? sum : sum + (rewards[i] ?? 0n)),
    0n,
  );
  return { stakes, totalStaked: wlo(totalStaked), totalRewards: wlo(totalRewards) };
}

/**
 * The next moment after `at` when a position's page changes by time alone: a
 * lock ends (is_locked turns false, and the whole lock's rewards count, from
 * its start plus the lock as positionRewards reckons it).
 */
function nextChange(rows: readonly PositionRow[], at: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const ends = [
      row.endDate?.getTime(),
      row.startDate && row.startDate.getTime() + row.lockPeriodDays * DAY_MS,
    ];
    for (const end of ends) if (typeof end === 'number' && end > at && end < next) next = end;
  }
  return next;
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
