import { describe, expect, it } from 'vitest';
import { instantSellPayout, isBound, mergedCostBasis, packCostBasis, splitCostBasis } from './cost-basis.ts';
import {
  BUYBACK_WALLET_SHARE_PERCENT,
  buybackShareMessage,
  costBasisNote,
  nextUtcMidnight,
  walletBuybackShare,
} from './economy.ts';
import { estimateBaseUnits } from './marketplace.ts';
import { packTypeById } from './packs.ts';

const WLO = 1_000_000n;
const basicFarmers = packTypeById('farmer-basic')!;

describe('cost basis (docs/rules.md §5, decided 2026-11-27)', () => {
  it('is what a pack was paid in WLO, its WLO alternative when paid in SOL, 0 when free', () => {
    expect(packCostBasis(basicFarmers, { paidToken: 'WLO', paidAmount: 100n * WLO })).toBe(100n * WLO);
    // A voucher's discounted price is what was paid.
    expect(packCostBasis(basicFarmers, { paidToken: 'WLO', paidAmount: 700n * WLO })).toBe(700n * WLO);
    expect(packCostBasis(basicFarmers, { paidToken: 'SOL', paidAmount: 100_000_000n })).toBe(100n * WLO);
    expect(
      packCostBasis(packTypeById('farmer-legendary')!, { paidToken: 'SOL', paidAmount: 10n ** 9n }),
    ).toBe(800n * WLO);
    expect(packCostBasis(packTypeById('hero-basic')!, { paidToken: null, paidAmount: 0n })).toBe(0n);
  });

  it('splits over what a pack opened into, the parts adding up exactly', () => {
    expect(splitCostBasis(500n * WLO, 2)).toEqual([250n * WLO, 250n * WLO]);
    expect(splitCostBasis(7n, 2)).toEqual([4n, 3n]);
    expect(splitCostBasis(100n, 1)).toEqual([100n]);
    for (const total of [0n, 1n, 99n, 12_345_677n]) {
      for (const parts of [1, 2, 3, 7]) {
        const split = splitCostBasis(total, parts);
        expect(split).toHaveLength(parts);
        expect(split.reduce((sum, part) => sum + part, 0n)).toBe(total);
      }
    }
  });

  it('of a merge is the sum of its inputs; nothing received means bound', () => {
    expect(mergedCostBasis([{ costBasis: 3n }, { costBasis: 0n }, { costBasis: 5n }])).toBe(8n);
    expect(isBound(0n)).toBe(true);
    expect(isBound(1n)).toBe(false);
  });

  it('caps an instant sale at 80 % of the lower of estimate and cost basis', () => {
    const common = estimateBaseUnits('common', 1);
    expect(instantSellPayout(common, 100n * WLO)).toBe(80n * WLO);
    expect(instantSellPayout(common, 1_000_000n * WLO)).toBe(2_400n * WLO);
    expect(instantSellPayout(common, 0n)).toBe(0n);
    expect(instantSellPayout(common, 1n)).toBe(0n);
  });
});

describe("a wallet's share of the day's buy-back", () => {
  it('is 10 % of the budget, rounded down, and its refusal says what is left and when it resets', () => {
    expect(BUYBACK_WALLET_SHARE_PERCENT).toBe(10);
    expect(walletBuybackShare(10_000n * WLO)).toBe(1_000n * WLO);
    expect(walletBuybackShare(19n)).toBe(1n);
    expect(walletBuybackShare(-5n)).toBe(0n);
    expect(buybackShareMessage(12_500_000n)).toBe(
      'You can sell at most 12.5 WLO more to the treasury today; your share resets at 00:00 UTC.',
    );
    expect(buybackShareMessage(-1n)).toMatch(/at most 0 WLO more/);
    expect(nextUtcMidnight(new Date('2026-11-27T23:59:59.999Z')).toISOString()).toBe(
      '2026-11-28T00:00:00.000Z',
    );
    expect(nextUtcMidnight(new Date('2026-12-31T00:00:00.000Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(costBasisNote(250n * WLO)).toBe(
      'The treasury pays at most 80 % of what the game received for this asset (its cost basis: 250 WLO).',
    );
  });
});
