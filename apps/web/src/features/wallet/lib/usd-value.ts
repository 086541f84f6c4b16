/**
 * docs/spec/000-shell-wallet-staking.md §9: a SOL is valued at $150 in the page (no live SOL price is read).
 */
export const USD_PER_SOL = 150;

/**
 * The balance in US dollars: SOL at its fixed estimate, WLO at the live price the navbar's
 * price pill shows (its defaults when the price cannot be read).
 */
export function usdValue(balance: { sol: number; wlo: number }, wloPriceUsd: number): number {
  return balance.sol * USD_PER_SOL + balance.wlo * wloPriceUsd;
}
