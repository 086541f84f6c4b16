import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshWalletFunds } from '../api/wallet-refresh.ts';
import { useAssets, useBalance, useTransactions } from '../hooks/useWalletData.ts';

/**
 * On connect (signed in), the session fetches balance, assets and transactions. A payout
 * the server reported pending lands later: while the history shows one, it is read again
 * (see useTransactions), and once one has settled the balance is read again too.
 */
export function WalletDataSync() {
  useBalance();
  useAssets();
  const recent = useTransactions().data;
  const queryClient = useQueryClient();
  const pendingBefore = useRef<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const pending = new Set(
      recent?.transactions.filter((row) => row.status === 'pending').map((row) => row.id) ?? [],
    );
    const settled = [...pendingBefore.current].some((id) => !pending.has(id));
    pendingBefore.current = pending;
    if (settled) refreshWalletFunds(queryClient).catch((error: unknown) => console.error(error));
  }, [recent, queryClient]);

  return null;
}
