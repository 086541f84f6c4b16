import { useQuery } from '@tanstack/react-query';
import { TRANSACTIONS_DEFAULT_LIMIT, TRANSACTIONS_DEFAULT_PAGE, type TransactionsPage } from '@wos/shared';
import { useAppConfig } from '../../../lib/config/config-query.ts';
import { useErrorToast } from '../../../lib/hooks/useErrorToast.ts';
import { useAuth } from '../../auth/index.ts';
import { fetchAllAssets, fetchBalance, fetchTransactions } from '../api/wallet-api.ts';
import { type TransactionsPageQuery, walletQueryKeys } from '../api/wallet-query-keys.ts';

/** While a payout is still on its way, the history is read again this often until it lands. */
export const PENDING_POLL_MS = 5_000;

/** The newest page of the whole history: Recent Activity and the pending-payout watch read it. */
export const RECENT_TRANSACTIONS: TransactionsPageQuery = {
  page: TRANSACTIONS_DEFAULT_PAGE,
  limit: TRANSACTIONS_DEFAULT_LIMIT,
};

export function hasPending(page: TransactionsPage | undefined): boolean {
  return page?.transactions.some((transaction) => transaction.status === 'pending') ?? false;
}

/**
 * docs/spec/000-shell-wallet-staking.md §4: on connect the session fetches balance, assets and transactions
 * (public reads), so they load as soon as the wallet is connected, not only once it has signed in.
 */
export function useConnectedWallet() {
  const { address } = useAuth();
  const config = useAppConfig();
  const ready = address !== null && config !== undefined;
  return { ready, address: address ?? '', network: config?.network ?? 'localnet' };
}

export function useBalance() {
  const { ready, address, network } = useConnectedWallet();
  const query = useQuery({
    queryKey: walletQueryKeys.balance(address),
    queryFn: ({ signal }) => fetchBalance(address, network, signal),
    enabled: ready,
  });
  useErrorToast(query.error, 'Failed to fetch wallet balance');
  return query;
}

export function useAssets() {
  const { ready, address, network } = useConnectedWallet();
  const query = useQuery({
    queryKey: walletQueryKeys.assets(address),
    queryFn: ({ signal }) => fetchAllAssets(address, network, signal),
    enabled: ready,
  });
  useErrorToast(query.error, 'Failed to fetch wallet assets');
  return query;
}

/** One page of the history under a filter; the previous page stays on screen while the next loads. */
export function useTransactions(query: TransactionsPageQuery = RECENT_TRANSACTIONS) {
  const { ready, address, network } = useConnectedWallet();
  const result = useQuery({
    queryKey: walletQueryKeys.transactions(address, query),
    queryFn: ({ signal }) => fetchTransactions(address, network, query, signal),
    enabled: ready,
    // Not another wallet's page, though.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === address ? previous : undefined,
    refetchInterval: (current) => (hasPending(current.state.data) ? PENDING_POLL_MS : false),
  });
  useErrorToast(result.error, 'Failed to fetch wallet transactions');
  return result;
}
