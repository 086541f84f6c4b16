/** Fixed decimals with thousands separators: 1234.5 → "1,234.5000" for 4 decimals. */
export function formatAmount(value: number, decimals = 4): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** A signed percentage with 2 decimals: -29.91 → "-29.91%", 3 → "+3.00%". */
export function formatChange(value: number): string {
  const sign = value > 0 ? '+' : '';
  return `${sign}${value.toFixed(2)}%`;
}

/** Whole numbers with thousands separators: 1566116 → "1,566,116". */
export function formatInteger(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

export function formatUsd(value: number, decimals = 2): string {
  return `$${formatAmount(value, decimals)}`;
}
