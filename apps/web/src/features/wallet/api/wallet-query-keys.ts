/** Every query about the player's wallet starts with this key, so a disconnect clears them together. */
export const WALLET_DATA_KEY = 'wallet-data';

export const walletQueryKeys = {
  balance: (address: string) => [WALLET_DATA_KEY, address, 'balance'] as const,
  assets: (address: string) => [WALLET_DATA_KEY, address, 'assets'] as const,
  transactions: (address: string, page: number, limit: number) =>
    [WALLET_DATA_KEY, address, 'transactions', page, limit] as const,
};
