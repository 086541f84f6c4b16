import { describe, expect, it } from 'vitest';
import { statCards } from './stat-cards.ts';

describe('statCards', () => {
  it('show the six figures of /marketplace/stats', () => {
    const cards = statCards(
      {
        itemsListed: 12,
        totalVolume: 45_678.9,
        averagePrice: 1234.5,
        totalTrades: 37,
        volume24h: 12.3456,
        uniqueSellers: 1200,
      },
      false,
    );
    expect(cards.map((card) => [card.label, card.value])).toEqual([
      ['ITEMS LISTED', '12'],
      ['TOTAL VOLUME', '45,679 WLO'],
      ['AVERAGE PRICE', '1,235 WLO'],
      ['TOTAL TRADES', '37'],
      ['24H VOLUME', '12.35 WLO'],
      ['UNIQUE SELLERS', '1,200'],
    ]);
  });

  it('fall back to the spec average price of 3,000 WLO and a dash for the rest when the call fails', () => {
    expect(statCards(undefined, true).map((card) => card.value)).toEqual([
      '—',
      '—',
      '3,000 WLO',
      '—',
      '—',
      '—',
    ]);
  });

  it('read a dash while loading', () => {
    expect(new Set(statCards(undefined, false).map((card) => card.value))).toEqual(new Set(['—']));
  });
});
