import { describe, expect, it } from 'vitest';
import { bestStakeFarmingBoost, farmPower, STAKE_FARMING_BOOSTS, stakeFarmingBoost } from './farm-power.ts';
import {
  farmerEffectiveYield,
  farmerPower,
  heroPower,
  levelScale,
  MAX_FARMER_LEVEL,
  MERGE_COUNT,
} from './level.ts';
import { pendingYieldBaseUnits } from './pending-yield.ts';

const WLO = 1_000_000n;
const HOUR = 3_600_000;

describe('level scaling', () => {
  it('is 1 + 0.1 × (level − 1), exact at every level', () => {
    expect([1, 2, 3, 4, 5].map(levelScale)).toEqual([1, 1.1, 1.2, 1.3, 1.4]);
    expect(MAX_FARMER_LEVEL).toBe(5);
    expect(MERGE_COUNT).toBe(3);
  });

  it('scales a farmer’s yield and power without float noise', () => {
    expect(farmerEffectiveYield(10, 1)).toBe(10);
    expect(farmerEffectiveYield(10, 2)).toBe(11);
    expect(farmerEffectiveYield(12, 4)).toBe(15.6);
    expect(farmerEffectiveYield(100, 5)).toBe(140);
    expect(farmerPower(120, 3)).toBe(144);
    expect(farmerPower(1000, 5)).toBe(1400);
  });

  it('adds 20 % of a hero’s base power per level, rounded', () => {
    expect(heroPower(100, 1)).toBe(100);
    expect(heroPower(100, 2)).toBe(120);
    expect(heroPower(110, 3)).toBe(154);
    expect(heroPower(93, 2)).toBe(112); // 111.6
    expect(heroPower(1000, 5)).toBe(1800);
  });

  it('refuses a level that is not a whole number from 1', () => {
    expect(() => levelScale(0)).toThrow(RangeError);
    expect(() => farmerPower(100, 1.5)).toThrow(RangeError);
    expect(() => heroPower(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('pending yield', () => {
  const start = Date.parse('2026-11-21T10:00:00Z');

  it('is base × level scale × hours, in base units', () => {
    expect(pendingYieldBaseUnits(10n * WLO, 1, start, start + HOUR)).toBe(10n * WLO);
    expect(pendingYieldBaseUnits(10n * WLO, 3, start, start + HOUR / 2)).toBe(6n * WLO);
    expect(pendingYieldBaseUnits(100n * WLO, 5, start, start + 24 * HOUR)).toBe(3360n * WLO);
  });

  it('rounds down, never up', () => {
    // 10 WLO/h for 1 ms = 2.77… base units
    expect(pendingYieldBaseUnits(10n * WLO, 1, start, start + 1)).toBe(2n);
    // 12 WLO/h at level 4 for 1 s = 15.6 WLO / 3600 = 4333.33… base units
    expect(pendingYieldBaseUnits(12n * WLO, 4, start, start + 1000)).toBe(4333n);
  });

  it('is never negative', () => {
    expect(pendingYieldBaseUnits(10n * WLO, 1, start, start)).toBe(0n);
    expect(pendingYieldBaseUnits(10n * WLO, 1, start, start - HOUR)).toBe(0n);
  });

  it('adds up across harvests to no more than one long harvest', () => {
    const whole = pendingYieldBaseUnits(12n * WLO, 2, start, start + 7 * HOUR + 123);
    let pieces = 0n;
    for (let from = start; from < start + 7 * HOUR + 123; from += 777_777) {
      pieces += pendingYieldBaseUnits(12n * WLO, 2, from, Math.min(from + 777_777, start + 7 * HOUR + 123));
    }
    expect(pieces).toBeLessThanOrEqual(whole);
    expect(whole - pieces).toBeLessThan(40n); // at most one unit of rounding per piece
  });
});

describe('farm power', () => {
  it('takes the boost of the best stake lock', () => {
    expect(STAKE_FARMING_BOOSTS).toEqual({ 7: 10, 30: 25, 90: 50 });
    expect(stakeFarmingBoost(30)).toBe(25);
    expect(stakeFarmingBoost(45)).toBe(0);
    expect(bestStakeFarmingBoost([7, 90, 30])).toBe(50);
    expect(bestStakeFarmingBoost([7, 7])).toBe(10);
    expect(bestStakeFarmingBoost([])).toBe(0);
  });

  it('is the sum of farmer power × (1 + boost / 100)', () => {
    expect(farmPower(1000, 0)).toBe(1000);
    expect(farmPower(1000, 50)).toBe(1500);
    expect(farmPower(220, 10)).toBe(242);
    expect(farmPower(0, 25)).toBe(0);
  });
});
