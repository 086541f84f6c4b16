import { poolById, poolDisplayName, type StakePosition } from '@wos/shared';

/**
 * The client's view of a position (docs/spec/000-shell-wallet-staking.md §3): the server's fields plus what
 * the page derives.
 */
export interface PositionView {
  id: string;
  poolName: string;
  lockPeriodDays: number;
  apy: number | null;
  amount: number;
  startDate: Date | null;
  endDate: Date | null;
  status: StakePosition['status'];
  /** Still staked: active and its principal not yet returned. */
  isActive: boolean;
  /** Active and its end date still ahead (in server time). */
  isLocked: boolean;
  /** Rewards accrued and not yet claimed. */
  pendingRewards: number;
  /** What the server reports: accrued so far, or what was paid (or spent) once claimed. */
  accruedRewards: number;
  rewardsClaimed: boolean;
  principalClaimed: boolean;
  /** A claim or unstake was accepted and the game's payment has not landed yet (the server retries it). */
  paymentPending: boolean;
}

const dateOf = (value: string | null) => (value ? new Date(value) : null);

/** Lock state comes from the server: lock ends are on its clock, which the dev clock moves. */
export function toPositionView(position: StakePosition): PositionView {
  const endDate = dateOf(position.end_date);
  const isActive = position.status === 'active' && !position.principal_claimed;
  return {
    id: position.id,
    poolName: poolDisplayName(position.lock_period_days, position.pool_name),
    lockPeriodDays: position.lock_period_days,
    apy: poolById(position.pool_id)?.apy ?? null,
    amount: position.amount,
    startDate: dateOf(position.start_date),
    endDate,
    status: position.status,
    isActive,
    isLocked: isActive && position.is_locked,
    pendingRewards: position.rewards_claimed ? 0 : position.accrued_rewards,
    accruedRewards: position.accrued_rewards,
    rewardsClaimed: position.rewards_claimed,
    principalClaimed: position.principal_claimed,
    paymentPending: position.payment_pending,
  };
}

/**
 * CLAIM ALL (docs/spec/000-shell-wallet-staking.md §4): the unlocked positions with rewards, one claim each
 * (which returns the principal with the rewards); locked positions and those without rewards are skipped.
 * Completed ones count too: a principal returned first still owes its rewards.
 */
export function planClaimAll(positions: readonly PositionView[]): PositionView[] {
  return positions.filter(
    (position) =>
      (position.status === 'active' || position.status === 'completed') &&
      !position.isLocked &&
      !position.rewardsClaimed &&
      position.pendingRewards > 0,
  );
}

/** The order the list shows: still staked first (unlocked before locked), then the closed ones. */
export function sortPositions(positions: readonly PositionView[]): PositionView[] {
  const rank = (p: PositionView) => (p.isActive ? (p.isLocked ? 1 : 0) : 2);
  return [...positions].sort(
    (a, b) => rank(a) - rank(b) || (b.startDate?.getTime() ?? 0) - (a.startDate?.getTime() ?? 0),
  );
}
