import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { WALLET_DATA_KEY } from '../../wallet/index.ts';

/**
 * Re-reads everything about the wallet after a pack purchase or opening: packs, farmers or
 * heroes, balance and history all live under the wallet-data key. Resolves once the queries
 * on screen have been fetched again.
 */
export function useWalletRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    (address: string) => queryClient.invalidateQueries({ queryKey: [WALLET_DATA_KEY, address] }),
    [queryClient],
  );
}
