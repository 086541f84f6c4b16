/** Errors from the wallet layer are named Wallet…Error (lib/wallet/runtime/wallet-error.ts). */
export function isWalletErrorLike(error: unknown): boolean {
  return error instanceof Error && /^Wallet\w*Error$/.test(error.name);
}
