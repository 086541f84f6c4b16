import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { WALLET_DATA_KEY, walletQueryKeys } from '../../wallet/index.ts';
import { stakingQueryKeys } from '../api/staking-query-keys.ts';

/**
 * Re-reads what a staking success changed: positions, balance, history and pool totals.
 * Resolves once they have been fetched again; `throwOnError` reports a failed refresh.
 */
export function useStakingRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    async (address: string, { throwOnError = false } = {}) => {
      const keys = [
        stakingQueryKeys.stakes(address),
        walletQueryKeys.balance(address),
        [WALLET_DATA_KEY, address, 'transactions'],
        stakingQueryKeys.pools,
      ];
      await Promise.all(
        keys.map((queryKey) =>
          queryClient.refetchQueries({ queryKey, type: 'active' }, { throwOnError, cancelRefetch: true }),
        ),
      );
    },
    [queryClient],
  );
}
