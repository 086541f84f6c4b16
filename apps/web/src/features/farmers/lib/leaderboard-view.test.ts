import type { LeaderboardWallet } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { isYou, leaderboardRows } from './leaderboard-view.ts';

const ME = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const none = { count: 0, totalPower: 0 };

function entry(overrides: Partial<LeaderboardWallet> = {}): LeaderboardWallet {
  return {
    rank: 1,
    wallet: ME,
    farmerCount: 3,
    totalPower: 1525,
    rarityBreakdown: {
      common: { count: 2, totalPower: 220 },
      uncommon: none,
      rare: none,
      epic: none,
      legendary: { count: 1, totalPower: 1000 },
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
      { rarity: 'legendary', count: 1, totalPower: 1000 },
      { rarity: 'common', count: 2, totalPower: 220 },
    ]);
    expect(row).toMatchObject({ stakedAmount: 500, lockPeriodDays: 30, boostPercent: 25 });
  });
});
