import { packTypeById } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { chanceRows, formatTokenAmount, packPrice, quotedPrice } from './pack-view.ts';

const pack = (id: string) => {
  const found = packTypeById(id);
  if (!found) throw new Error(id);
  return found;
};

describe('pack prices', () => {
  it('show a farmer pack in SOL with its WLO alternative', () => {
    expect(packPrice(pack('farmer-basic'))).toEqual({ free: false, main: '0.1 SOL', alternative: '100 WLO' });
    expect(packPrice(pack('farmer-premium'))).toEqual({
      free: false,
      main: '0.4 SOL',
      alternative: '300 WLO',
    });
    expect(packPrice(pack('farmer-legendary'))).toEqual({
      free: false,
      main: '1 SOL',
      alternative: '800 WLO',
    });
  });

  it('show the hero premium pack in WLO only and a price of 0 as free', () => {
    expect(packPrice(pack('hero-premium'))).toEqual({ free: false, main: '500 WLO', alternative: null });
    expect(packPrice(pack('hero-basic'))).toEqual({ free: true, main: 'FREE', alternative: null });
  });

  it('quote the WLO price when the player chose to pay in WLO', () => {
    expect(quotedPrice(pack('farmer-premium'), 'WLO')).toEqual({ price: 300, token: 'WLO' });
    expect(quotedPrice(pack('farmer-premium'), undefined)).toEqual({ price: 0.4, token: 'SOL' });
  });

  it('keep decimals of SOL and WLO without trailing zeros', () => {
    expect(formatTokenAmount(0.123456789, 'SOL')).toBe('0.123456789 SOL');
    expect(formatTokenAmount(1200, 'WLO')).toBe('1,200 WLO');
  });
});

describe('pack chances', () => {
  it('list the rarities a pack can give, in draw order, as percentages', () => {
    expect(chanceRows(pack('farmer-basic').rarityChances)).toEqual([
      { rarity: 'common', chance: 80, label: '80%' },
      { rarity: 'rare', chance: 18, label: '18%' },
      { rarity: 'epic', chance: 2, label: '2%' },
    ]);
    expect(chanceRows(pack('farmer-legendary').rarityChances).map((row) => row.label)).toEqual([
      '30%',
      '55%',
      '15%',
    ]);
  });
});
