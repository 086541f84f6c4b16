import { allAssetsResponse, balanceResponse, type Network, transactionsResponse } from '@wos/shared';
import { apiRequest } from '../../../lib/api/client.ts';

const path = (prefix: string, address: string) => `${prefix}/${encodeURIComponent(address)}`;

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
  page: number,
  limit: number,
  signal?: AbortSignal,
) {
  return apiRequest(path('/wallet/transactions', address), {
    schema: transactionsResponse,
    query: { page, limit, network },
    signal,
  });
}

export function fetchAllAssets(address: string, network: Network, signal?: AbortSignal) {
  return apiRequest(path('/assets/all', address), { schema: allAssetsResponse, query: { network }, signal });
}
