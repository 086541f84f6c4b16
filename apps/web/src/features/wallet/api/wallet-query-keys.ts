import type { Query } from '@tanstack/react-query';
import type { TransactionFilter } from '@wos/shared';

/** Every query about the player's wallet starts with this key, so a disconnect clears them together. */
export const WALLET_DATA_KEY = 'wallet-data';

/** One page of the history under a filter (what GET /wallet/transactions is asked). */
export interface TransactionsPageQuery extends TransactionFilter {
  page: number;
  limit: number;
}

export const walletQueryKeys = {
  /** Everything about one wallet (packs, farmers, heroes, balance, history): what a pack or farmer payment changes. */
  all: (address: string) => [WALLET_DATA_KEY, address] as const,
  balance: (address: string) => [WALLET_DATA_KEY, address, 'balance'] as const,
  assets: (address: string) => [WALLET_DATA_KEY, address, 'assets'] as const,
  /** Every page of the history under every filter (to refresh them all). */
  allTransactions: (address: string) => [WALLET_DATA_KEY, address, 'transactions'] as const,
  transactions: (address: string, query: TransactionsPageQuery) =>
    [
      WALLET_DATA_KEY,
      address,
      'transactions',
      query.page,
      query.limit,
      query.category ?? 'all',
      query.type ?? 'all',
    ] as const,
};

/** The queries a payment or payout changes: any wallet's balance and history. */
export function isFundsQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [root, , part] = query.queryKey;
  return root === WALLET_DATA_KEY && (part === 'balance' || part === 'transactions');
}
