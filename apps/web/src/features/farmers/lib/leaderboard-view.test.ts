import { describe, expect, it } from 'vitest';
import { isYou, type LeaderboardWallet, leaderboardRows } from './leaderboard-view.ts';

const ME = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

function entry(overrides: Partial<LeaderboardWallet> = {}): LeaderboardWallet {
  return {
    wallet: ME,
    farmerCount: 3,
    totalPower: 1375,
    rarityBreakdown: {
      common: { count: 2, totalPower: 220 },
      legendary: { count: 1, totalPower: 1000 },
      rare: { count: 0, totalPower: 0 },
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

  it('rank from the page start and badge only the current wallet', () => {
    const rows = leaderboardRows([entry({ wallet: 'other' }), entry()], ME, 11);
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

  it('show no stake for a wallet without one', () => {
    const [row] = leaderboardRows([entry({ stakingInfo: null })], ME);
    expect(row).toMatchObject({ stakedAmount: 0, lockPeriodDays: 0, boostPercent: 0 });
  });
});
