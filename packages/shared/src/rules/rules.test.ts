import { describe, expect, it } from 'vitest';
import { WHEEL_DISCOUNT_WEIGHTS, WHEEL_PACK_WEIGHTS } from './discount-wheel.ts';
import { poolByLockPeriod, poolDisplayName, STAKING_POOLS } from './staking-pools.ts';
import {
  accruedStakingRewards,
  earlyUnstakeReturn,
  stakingRewards,
  wholeDaysStaked,
} from './staking-rewards.ts';
import { pickWeighted, totalWeight } from './weighted-draw.ts';

const WLO = 1_000_000n;

describe('staking pools', () => {
  it('are the three pools of the display catalogue', () => {
    expect(
      STAKING_POOLS.map((pool) => [
        pool.name,
        pool.lockPeriod,
        pool.apy,
        pool.minStake,
        pool.battlePowerBoost,
      ]),
    ).toEqual([
      ['Flexible', 7, 3, 100, 10],
      ['Standard', 30, 8, 500, 25],
      ['Premium', 90, 18, 1000, 50],
    ]);
    expect(poolByLockPeriod(30)?.name).toBe('Standard');
    expect(poolByLockPeriod(45)).toBeUndefined();
    expect(poolDisplayName(45)).toBe('45-Day Pool');
    expect(poolDisplayName(30, 'Standard')).toBe('Standard');
  });
});

describe('staking rewards', () => {
  it('accrue amount × apy / 365 per whole day, until the lock ends', () => {
    // 30 days of 8 % on 500 WLO = 3.287671 WLO
    expect(stakingRewards(500n * WLO, 8, 30, 30)).toBe(3_287_671n);
    expect(stakingRewards(500n * WLO, 8, 45, 30)).toBe(3_287_671n);
    expect(stakingRewards(500n * WLO, 8, 0, 30)).toBe(0n);
    expect(stakingRewards(1000n * WLO, 18, 1, 90)).toBe(493_150n);
  });

  it('count whole days only', () => {
    const start = new Date('2026-11-21T10:00:00Z');
    expect(wholeDaysStaked(start, new Date('2026-11-22T00:00:00Z'), 30)).toBe(0);
    expect(wholeDaysStaked(start, new Date('2026-11-23T00:00:00Z'), 30)).toBe(1);
    expect(wholeDaysStaked(start, new Date('2027-01-01T00:00:00Z'), 30)).toBe(30);
  });

  it('are those of the last daily accrual, or of the whole lock once it has ended', () => {
    const stake = {
      amount: 500n * WLO,
      apyPercent: 8,
      lockPeriodDays: 30,
      start: new Date('2026-11-21T10:00:00Z'),
    };
    expect(accruedStakingRewards(stake, null, new Date('2026-11-21T12:00:00Z'))).toBe(0n);
    const threeDays = new Date('2026-11-25T00:00:00Z');
    expect(accruedStakingRewards(stake, threeDays, new Date('2026-11-25T18:00:00Z'))).toBe(
      stakingRewards(500n * WLO, 8, 3, 30),
    );
    // Lock ended at 10:00 on day 30; no accrual has run since, yet all 30 days count.
    const lastAccrual = new Date('2026-12-21T00:00:00Z');
    expect(accruedStakingRewards(stake, lastAccrual, new Date('2026-12-21T11:00:00Z'))).toBe(3_287_671n);
  });

  it('return principal less 10 % on an early unstake', () => {
    expect(earlyUnstakeReturn(1000n * WLO, 10)).toEqual({ returned: 900n * WLO, fee: 100n * WLO });
  });
});

describe('the discount wheel', () => {
  it('picks by weight across the whole range', () => {
    expect(totalWeight(WHEEL_PACK_WEIGHTS)).toBe(2100);
    expect(pickWeighted(WHEEL_PACK_WEIGHTS, 0)).toBe('legendary');
    expect(pickWeighted(WHEEL_PACK_WEIGHTS, 799)).toBe('legendary');
    expect(pickWeighted(WHEEL_PACK_WEIGHTS, 800)).toBe('premium');
    expect(pickWeighted(WHEEL_PACK_WEIGHTS, 2099)).toBe('basic');
    expect(pickWeighted(WHEEL_DISCOUNT_WEIGHTS, 9)).toBe(50);
    expect(pickWeighted(WHEEL_DISCOUNT_WEIGHTS, 10)).toBe(35);
    expect(pickWeighted(WHEEL_DISCOUNT_WEIGHTS, 99)).toBe(15);
    expect(() => pickWeighted(WHEEL_DISCOUNT_WEIGHTS, 100)).toThrow(RangeError);
  });
});
