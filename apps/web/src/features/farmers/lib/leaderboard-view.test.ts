import type { LeaderboardWallet } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { isYou, leaderboardRows, wholeParts } from './leaderboard-view.ts';

const ME = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const none = { count: 0, totalPower: 0 };

function entry(overrides: Partial<LeaderboardWallet> = {}): LeaderboardWallet {
  return {
    rank: 1,
    wallet: ME,
    farmerCount: 3,
    totalPower: 1525,
    rarityBreakdown: {
      common: { count: 2, totalPower: 275 },
      uncommon: none,
      rare: none,
      epic: none,
      legendary: { count: 1, totalPower: 1250 },
    },
    stakingInfo: { stakedAmount: 500, lockPeriodDays: 30, farmingBoostPercentage: 25 },
    ...overrides,
  };
}

describe('leaderboard rows', () => {
  it("recognise the player's wallet whatever the letter case", () => {
    expect(isYou(ME.toLowerCase(), ME)).toBe(true);
    expect(isYou(ME, ME.toUpperCase())).toBe(true);
    expect(isYou(ME, 'So11111111111111111111111111111111111111112')).toBe(false);
    expect(isYou(ME, null)).toBe(false);
  });

  it("keep the server's rank and badge only the current wallet", () => {
    const rows = leaderboardRows([entry({ rank: 11, wallet: 'other' }), entry({ rank: 12 })], ME);
    expect(rows.map((row) => [row.rank, row.isYou])).toEqual([
      [11, false],
      [12, true],
    ]);
  });

  it('list the held rarities rarest first and carry the stake boost', () => {
    const [row] = leaderboardRows([entry()], ME);
    expect(row?.rarities).toEqual([
      { rarity: 'legendary', count: 1, totalPower: 1250 },
      { rarity: 'common', count: 2, totalPower: 275 },
    ]);
    expect(row).toMatchObject({ stakedAmount: 500, lockPeriodDays: 30, boostPercent: 25 });
  });

  it('show whole powers whose parts add up to the shown total', () => {
    // Two epics of 67 with +50 %: 100.5 each, 201 in all.
    const [row] = leaderboardRows(
      [
        entry({
          totalPower: 201,
          rarityBreakdown: {
            common: none,
            uncommon: { count: 1, totalPower: 100.5 },
            rare: none,
            epic: { count: 1, totalPower: 100.5 },
            legendary: none,
          },
          stakingInfo: { stakedAmount: 1000, lockPeriodDays: 90, farmingBoostPercentage: 50 },
        }),
      ],
      ME,
    );
    const parts = row?.rarities.map((slot) => slot.totalPower) ?? [];
    expect(parts.every(Number.isInteger)).toBe(true);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(row?.totalPower);
    expect(row?.totalPower).toBe(201);
  });

  it('apportion by the largest remainder', () => {
    expect(wholeParts([1250, 312.5])).toEqual([1250, 313]);
    expect(wholeParts([0.4, 0.4, 0.4])).toEqual([1, 0, 0]);
    expect(wholeParts([145.2, 110])).toEqual([145, 110]);
  });
});
