import type { Network, TransactionFilter } from '@wos/shared';
import { apiRequest, type QueryValue } from '../../../lib/api/client.ts';
import { LazyContract, sharedContract } from '../../../lib/api/lazy-contract.ts';
import type { TransactionsPageQuery } from './wallet-query-keys.ts';

// The shell keeps these fresh from the first load: the contracts are imported with the first call.
const balanceResponse = sharedContract('balanceResponse');
const transactionsResponse = sharedContract('transactionsResponse');
// Read field by field with the specification's defaults (imported with the first call too).
const allAssetsResponse = new LazyContract(() =>
  import('./tolerant-assets.ts').then((module) => module.tolerantAssetsResponse),
);

const path = (prefix: string, address: string) => `${prefix}/${encodeURIComponent(address)}`;

/** The filter as query parameters: one that is not set is not sent. */
function filterParams(network: Network, filter: TransactionFilter): Record<string, QueryValue> {
  return { category: filter.category, type: filter.type, network };
}

export function fetchBalance(address: string, network: Network, signal?: AbortSignal) {
  return apiRequest(path('/wallet/balance', address), {
    schema: balanceResponse,
    query: { network },
    signal,
  });
}

export function fetchTransactions(
  address: string,
  network: Network,
  query: TransactionsPageQuery,
  signal?: AbortSignal,
) {
  return apiRequest(path('/wallet/transactions', address), {
    schema: transactionsResponse,
    query: { page: query.page, limit: query.limit, ...filterParams(network, query) },
    signal,
  });
}

/** Where the whole filtered history downloads as CSV (a public read: a plain link fetches it). */
export function transactionsCsvUrl(address: string, network: Network, filter: TransactionFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filterParams(network, filter))) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `${path('/wallet/transactions', address)}/csv?${params}`;
}

export function fetchAllAssets(address: string, network: Network, signal?: AbortSignal) {
  return apiRequest(path('/assets/all', address), { schema: allAssetsResponse, query: { network }, signal });
}
