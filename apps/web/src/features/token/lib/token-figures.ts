import {
  type LabelledShare,
  TOKEN_CIRCULATING_SUPPLY_AT_LAUNCH,
  TOKEN_LAUNCH_PRICE_USD,
  TOKEN_MAX_STAKING_APY_PERCENT,
  TOKEN_NETWORK_NAME,
  TOKEN_TOTAL_SUPPLY,
  TOKEN_TRANSACTION_FEE_PERCENT,
} from '@wos/shared';

/** 40000 → "40K", 1500000 → "1.5M", 950 → "950". */
export function formatCompact(value: number): string {
  if (value >= 1_000_000) return `${trim(value / 1_000_000)}M`;
  if (value >= 1_000) return `${trim(value / 1_000)}K`;
  return trim(value);
}

function trim(value: number): string {
  return String(Number(value.toFixed(1)));
}

export interface TokenFigure {
  key: string;
  label: string;
  value: string;
}

/** The token's key figures (docs/spec/001-game.md §9), as the Overview tab's stat cards show them. */
export const TOKEN_FIGURES: readonly TokenFigure[] = [
  { key: 'launch-price', label: 'Launch price', value: `$${TOKEN_LAUNCH_PRICE_USD.toFixed(2)}` },
  {
    key: 'circulating-supply',
    label: 'Circulating supply at launch',
    value: formatCompact(TOKEN_CIRCULATING_SUPPLY_AT_LAUNCH),
  },
  { key: 'total-supply', label: 'Total supply', value: formatCompact(TOKEN_TOTAL_SUPPLY) },
  { key: 'transaction-fee', label: 'Transaction fee', value: `${TOKEN_TRANSACTION_FEE_PERCENT}%` },
  { key: 'staking-apy', label: 'Staking APY', value: `Up to ${TOKEN_MAX_STAKING_APY_PERCENT}%` },
  { key: 'network', label: 'Network', value: TOKEN_NETWORK_NAME },
];

/** The share of the total supply circulating at launch, percent. */
export const CIRCULATING_AT_LAUNCH_PERCENT = (TOKEN_CIRCULATING_SUPPLY_AT_LAUNCH / TOKEN_TOTAL_SUPPLY) * 100;

/** "Farming pool 40%, Staking pool 40%, … and Liquidity 5%". */
export function describeSplit(shares: readonly LabelledShare[]): string {
  const parts = shares.map((share) => `${share.label} ${share.percent}%`);
  const last = parts.pop();
  return parts.length > 0 ? `${parts.join(', ')} and ${last}` : (last ?? '');
}
