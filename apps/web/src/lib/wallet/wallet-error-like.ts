/** Errors from the wallet layer are named Wallet…Error (wallet-adapter-base). */
export function isWalletErrorLike(error: unknown): boolean {
  return error instanceof Error && /^Wallet\w*Error$/.test(error.name);
}
