import { TOKEN_TAX_SHARES } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import {
  CIRCULATING_AT_LAUNCH_PERCENT,
  describeSplit,
  formatCompact,
  TOKEN_FIGURES,
} from './token-figures.ts';

describe('token figures', () => {
  it('shows the figures of docs/spec/001-game.md §9, the supply as the genesis plan mints it', () => {
    expect(TOKEN_FIGURES.map(({ label, value }) => [label, value])).toEqual([
      ['Launch price', '$0.10'],
      ['Circulating supply at launch', '40M'],
      ['Total supply', '100M'],
      ['Transaction fee', '10%'],
      ['Staking APY', 'Up to 25.7%'],
      ['Network', 'Solana'],
    ]);
    expect(CIRCULATING_AT_LAUNCH_PERCENT).toBe(40);
  });

  it('writes large numbers compactly', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(40_000)).toBe('40K');
    expect(formatCompact(1_500_000)).toBe('1.5M');
    expect(formatCompact(5_000_000)).toBe('5M');
  });

  it('says a split in words', () => {
    expect(describeSplit(TOKEN_TAX_SHARES)).toBe(
      'Farming pool 40%, Staking pool 40%, Developer wallet 10%, Burn 5% and Liquidity 5%',
    );
    expect(describeSplit([])).toBe('');
  });
});
