import { useQuery } from '@tanstack/react-query';
import { TRANSACTIONS_DEFAULT_LIMIT, TRANSACTIONS_DEFAULT_PAGE } from '@wos/shared';
import { useAppConfig } from '../../../lib/config/config-query.ts';
import { useErrorToast } from '../../../lib/hooks/useErrorToast.ts';
import { useAuth } from '../../auth/lib/useAuth.ts';
import { fetchAllAssets, fetchBalance, fetchTransactions } from '../api/wallet-api.ts';
import { walletQueryKeys } from '../api/wallet-query-keys.ts';

/** Spec: the usd estimate is sol × 150 + WLO × 1.5, computed in the page. */
export const USD_PER_SOL = 150;
export const USD_PER_WLO = 1.5;

function useSignedInWallet() {
  const { phase, address } = useAuth();
  const config = useAppConfig();
  const ready = phase === 'signed-in' && address !== null && config !== undefined;
  return { ready, address: address ?? '', network: config?.network ?? 'localnet' };
}

export function useBalance() {
  const { ready, address, network } = useSignedInWallet();
  const query = useQuery({
    queryKey: walletQueryKeys.balance(address),
    queryFn: ({ signal }) => fetchBalance(address, network, signal),
    enabled: ready,
    select: (balance) => ({ ...balance, usd: balance.sol * USD_PER_SOL + balance.wlo * USD_PER_WLO }),
  });
  useErrorToast(query.error, 'Failed to fetch wallet balance');
  return query;
}

export function useAssets() {
  const { ready, address, network } = useSignedInWallet();
  const query = useQuery({
    queryKey: walletQueryKeys.assets(address),
    queryFn: ({ signal }) => fetchAllAssets(address, network, signal),
    enabled: ready,
  });
  useErrorToast(query.error, 'Failed to fetch wallet assets');
  return query;
}

export function useTransactions(page = TRANSACTIONS_DEFAULT_PAGE, limit = TRANSACTIONS_DEFAULT_LIMIT) {
  const { ready, address, network } = useSignedInWallet();
  const query = useQuery({
    queryKey: walletQueryKeys.transactions(address, page, limit),
    queryFn: ({ signal }) => fetchTransactions(address, network, page, limit, signal),
    enabled: ready,
  });
  useErrorToast(query.error, 'Failed to fetch wallet transactions');
  return query;
}
