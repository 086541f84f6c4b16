/** docs/spec/001-game.md §7: the weekly reward pool is the farming pool's tokens, summed by uiAmount. */
export function sumUiAmounts(tokens: readonly { uiAmount: number }[]): number {
  return tokens.reduce((sum, token) => sum + token.uiAmount, 0);
}

/** The farming pool's address among the fee wallets (GET /fee-distribution/wallets), if it is there. */
export function farmingPoolAddress(wallets: readonly { name: string; address: string }[]): string | null {
  return wallets.find((wallet) => wallet.name === 'farming')?.address ?? null;
}
