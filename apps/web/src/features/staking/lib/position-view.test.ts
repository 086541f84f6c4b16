import { type StakePosition, walletStakesResponse } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { type PositionView, planClaimAll, sortPositions, toPositionView } from './position-view.ts';

function stake(overrides: Partial<StakePosition> = {}): StakePosition {
  return {
    id: 'stake-1',
    pool_id: 2,
    pool_name: 'Standard',
    lock_period_days: 30,
    amount: 500,
    start_date: '2025-01-01T00:00:00.000Z',
    end_date: '2025-01-31T00:00:00.000Z',
    last_reward_date: null,
    accrued_rewards: 3.29,
    status: 'active',
    is_locked: false,
    rewards_claimed: false,
    principal_claimed: false,
    payment_pending: false,
    signature: null,
    ...overrides,
  };
}

const view = (overrides: Partial<StakePosition> = {}) => toPositionView(stake(overrides));

describe('toPositionView', () => {
  it("carries the server's position with its pool's APY and parsed dates", () => {
    const position = view();
    expect(position).toMatchObject({
      id: 'stake-1',
      poolName: 'Standard',
      lockPeriodDays: 30,
      apy: 8,
      amount: 500,
      status: 'active',
      isActive: true,
      isLocked: false,
      pendingRewards: 3.29,
      accruedRewards: 3.29,
      rewardsClaimed: false,
      principalClaimed: false,
    });
    expect(position.startDate?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(position.endDate?.toISOString()).toBe('2025-01-31T00:00:00.000Z');
  });

  it("names a pool without a name by its lock and leaves an unknown pool's APY unknown", () => {
    const position = view({ pool_id: 99, pool_name: '', lock_period_days: 14 });
    expect(position.poolName).toBe('14-Day Pool');
    expect(position.apy).toBeNull();
  });

  it('reads a wallet whose one position has no pool name, naming that one by its lock', () => {
    const { pool_name: _missing, ...nameless } = stake({ id: 'stake-2', lock_period_days: 7 });
    const parsed = walletStakesResponse.safeParse({
      stakes: [stake(), nameless, stake({ id: 'stake-3', pool_name: null })],
      totalStaked: 1500,
      totalRewards: 9.87,
      serverTime: '2025-02-01T00:00:00.000Z',
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.stakes.map(toPositionView).map((position) => position.poolName)).toEqual([
      'Standard',
      '7-Day Pool',
      '30-Day Pool',
    ]);
  });

  it('keeps missing dates missing', () => {
    const position = view({ start_date: null, end_date: null });
    expect(position.startDate).toBeNull();
    expect(position.endDate).toBeNull();
  });

  it('takes the lock from the server, for active positions only', () => {
    expect(view({ is_locked: true }).isLocked).toBe(true);
    expect(view({ is_locked: false }).isLocked).toBe(false);
    expect(view({ status: 'completed', is_locked: true, principal_claimed: true }).isLocked).toBe(false);
  });

  it('is no longer active once its principal came back or it left the active status', () => {
    expect(view({ principal_claimed: true }).isActive).toBe(false);
    expect(view({ status: 'completed', principal_claimed: true }).isActive).toBe(false);
    expect(view({ status: 'unstaked', principal_claimed: true }).isActive).toBe(false);
    expect(view({ status: 'pending' }).isActive).toBe(false);
  });

  it('has nothing pending once the rewards were claimed, but still reports what they were', () => {
    const position = view({ rewards_claimed: true, accrued_rewards: 7.5 });
    expect(position.pendingRewards).toBe(0);
    expect(position.accruedRewards).toBe(7.5);
  });
});

describe('planClaimAll', () => {
  const plan = (...positions: PositionView[]) => planClaimAll(positions).map((position) => position.id);

  it('claims an unlocked position with rewards pending, once', () => {
    expect(plan(view({ id: 'a', accrued_rewards: 3.29 }))).toEqual(['a']);
  });

  it('skips positions with no rewards, though their principal is still staked', () => {
    expect(plan(view({ id: 'zero', accrued_rewards: 0 }))).toEqual([]);
    expect(plan(view({ id: 'claimed', accrued_rewards: 4, rewards_claimed: true }))).toEqual([]);
  });

  it('skips locked positions', () => {
    expect(plan(view({ id: 'locked', is_locked: true, accrued_rewards: 10 }))).toEqual([]);
  });

  it('claims the rewards a returned principal left behind, and nothing of closed positions', () => {
    expect(
      plan(
        view({ id: 'owed', status: 'completed', principal_claimed: true, accrued_rewards: 1 }),
        view({ id: 'done', status: 'completed', principal_claimed: true, rewards_claimed: true }),
        view({ id: 'unstaked', status: 'unstaked', principal_claimed: true, rewards_claimed: true }),
        view({ id: 'pending', status: 'pending', accrued_rewards: 0 }),
      ),
    ).toEqual(['owed']);
  });
});

describe('sortPositions', () => {
  const day = (n: number) => `2025-01-${String(n).padStart(2, '0')}T00:00:00.000Z`;

  it('lists unlocked positions, then locked ones, then closed ones, newest first within each', () => {
    const positions = [
      view({ id: 'closed-old', status: 'completed', principal_claimed: true, start_date: day(1) }),
      view({ id: 'locked-old', is_locked: true, start_date: day(2) }),
      view({ id: 'unlocked-old', start_date: day(3) }),
      view({ id: 'closed-new', status: 'unstaked', principal_claimed: true, start_date: day(4) }),
      view({ id: 'locked-new', is_locked: true, start_date: day(5) }),
      view({ id: 'unlocked-new', start_date: day(6) }),
    ];
    expect(sortPositions(positions).map((position) => position.id)).toEqual([
      'unlocked-new',
      'unlocked-old',
      'locked-new',
      'locked-old',
      'closed-new',
      'closed-old',
    ]);
  });

  it('puts a position without a start date last in its group', () => {
    const positions = [view({ id: 'undated', start_date: null }), view({ id: 'dated', start_date: day(1) })];
    expect(sortPositions(positions).map((position) => position.id)).toEqual(['dated', 'undated']);
  });

  it('leaves the list it was given as it was', () => {
    const positions = [view({ id: 'locked', is_locked: true }), view({ id: 'unlocked' })];
    sortPositions(positions);
    expect(positions.map((position) => position.id)).toEqual(['locked', 'unlocked']);
  });
});
