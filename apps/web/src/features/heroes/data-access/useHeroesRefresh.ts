import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { WALLET_DATA_KEY, walletQueryKeys } from '../../wallet/index.ts';
import { heroesQueryKeys } from '../api/heroes-query-keys.ts';

/** Re-reads what a heroes action changed: heroes, items, the wallet's assets and history. */
export function useHeroesRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    async (address: string) => {
      const keys = [
        heroesQueryKeys.heroes(address),
        heroesQueryKeys.items(address),
        walletQueryKeys.assets(address),
        [WALLET_DATA_KEY, address, 'transactions'],
      ];
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    [queryClient],
  );
}
