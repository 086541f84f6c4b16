import type { MarketStats } from '@wos/shared';
import { formatInteger } from '../../../lib/format/number.ts';
import { formatWlo } from './market-messages.ts';

/** docs/spec/001-game.md §9: the average price shown when the figures cannot be had. */
export const FALLBACK_AVERAGE_PRICE = 3000;

const CARDS: ReadonlyArray<{ key: keyof MarketStats; label: string; wlo: boolean }> = [
  { key: 'itemsListed', label: 'ITEMS LISTED', wlo: false },
  { key: 'totalVolume', label: 'TOTAL VOLUME', wlo: true },
  { key: 'averagePrice', label: 'AVERAGE PRICE', wlo: true },
  { key: 'totalTrades', label: 'TOTAL TRADES', wlo: false },
  { key: 'volume24h', label: '24H VOLUME', wlo: true },
  { key: 'uniqueSellers', label: 'UNIQUE SELLERS', wlo: false },
];

export interface StatCard {
  key: keyof MarketStats;
  label: string;
  value: string;
}

function format(value: number, wlo: boolean): string {
  if (!wlo) return formatInteger(value);
  // Volumes read as whole WLO once they are large; small ones keep their decimals.
  return `${value >= 1000 ? formatInteger(value) : formatWlo(Number(value.toFixed(2)))} WLO`;
}

/**
 * The six stat cards from GET /marketplace/stats. Without figures — still loading, or the
 * call failed — a card reads '—', except the average price, which falls back to the
 * specification's 3,000 WLO when the call failed.
 */
export function statCards(stats: MarketStats | undefined, failed: boolean): StatCard[] {
  return CARDS.map(({ key, label, wlo }) => {
    if (stats) return { key, label, value: format(stats[key], wlo) };
    if (failed && key === 'averagePrice') return { key, label, value: format(FALLBACK_AVERAGE_PRICE, true) };
    return { key, label, value: '—' };
  });
}
