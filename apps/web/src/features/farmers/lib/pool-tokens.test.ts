import { describe, expect, it } from 'vitest';
import { farmingPoolAddress, sumUiAmounts } from './pool-tokens.ts';

describe('the weekly reward pool read the specified way (docs/spec/001-game.md §7)', () => {
  it("sums the farming pool's tokens by uiAmount", () => {
    expect(sumUiAmounts([{ uiAmount: 1234.5 }, { uiAmount: 100.25 }])).toBe(1334.75);
    expect(sumUiAmounts([])).toBe(0);
  });

  it('finds the farming pool among the fee wallets', () => {
    const wallets = [
      { name: 'staking', address: 'S' },
      { name: 'farming', address: 'F' },
    ];
    expect(farmingPoolAddress(wallets)).toBe('F');
    expect(farmingPoolAddress(wallets.slice(0, 1))).toBeNull();
  });
});
