import {
  type Network,
  TRANSACTION_CATEGORIES,
  TRANSACTIONS_DEFAULT_LIMIT,
  type TransactionCategory,
  type TransactionFilter,
  type TransactionType,
  transactionTypesOf,
} from '@wos/shared';
import type { TransactionsPageQuery } from '../api/wallet-query-keys.ts';

/** docs/spec/001-game.md §9: the history shows 10 transactions a page. */
export const TRANSACTIONS_PAGE_SIZE = TRANSACTIONS_DEFAULT_LIMIT;

export interface TransactionFilters {
  category: TransactionCategory | 'all';
  type: TransactionType | 'all';
  page: number;
}

export const INITIAL_TRANSACTION_FILTERS: TransactionFilters = { category: 'all', type: 'all', page: 1 };

/** The categories to offer: the faucet's exists only on the embedded (localnet) chain. */
export function categoryOptions(network: Network): TransactionCategory[] {
  return TRANSACTION_CATEGORIES.filter((category) => category !== 'dev' || network === 'localnet');
}

/** The types to offer: those the chosen category holds, or every type. */
export function typeOptions(filters: TransactionFilters): readonly TransactionType[] {
  return transactionTypesOf(filters.category === 'all' ? undefined : filters.category);
}

/** A new category goes back to page 1, and drops a type that category cannot hold. */
export function withCategory(filters: TransactionFilters, category: TransactionFilters['category']) {
  const next: TransactionFilters = { ...filters, category, page: 1 };
  if (next.type !== 'all' && !typeOptions(next).includes(next.type)) next.type = 'all';
  return next;
}

/** A new type goes back to page 1. */
export function withType(filters: TransactionFilters, type: TransactionFilters['type']): TransactionFilters {
  return { ...filters, type, page: 1 };
}

export function toFilter(filters: TransactionFilters): TransactionFilter {
  return {
    ...(filters.category === 'all' ? {} : { category: filters.category }),
    ...(filters.type === 'all' ? {} : { type: filters.type }),
  };
}

export function toPageQuery(filters: TransactionFilters): TransactionsPageQuery {
  return { ...toFilter(filters), page: filters.page, limit: TRANSACTIONS_PAGE_SIZE };
}
