import { useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../lib/config/config-query.ts';
import { fetchFeeWallets, fetchWalletTokens } from '../api/farmers-api.ts';
import { farmersQueryKeys } from '../api/farmers-query-keys.ts';
import { farmingPoolAddress, sumUiAmounts } from '../lib/pool-tokens.ts';

const REFRESH_MS = 60_000;

/** The farming pool's address is missing from the fee wallets. */
export class NoFarmingPoolError extends Error {
  constructor() {
    super('The fee wallets name no farming pool');
    this.name = 'NoFarmingPoolError';
  }
}

export interface WeeklyPoolBalance {
  /** WLO in the weekly reward pool, once read. */
  balance: number | undefined;
  isError: boolean;
  error: unknown;
}

/**
 * docs/spec/001-game.md §7: the weekly reward pool's figure, the sum of `uiAmount` of
 * GET /staking/v2/wallet-tokens/{farming pool address}; the address is the fee wallets' `farming`.
 */
export function useWeeklyPoolBalance(): WeeklyPoolBalance {
  const network = useAppConfig()?.network;
  const pool = useQuery({
    queryKey: farmersQueryKeys.feeWallets,
    queryFn: ({ signal }) => fetchFeeWallets(signal),
    select: (response) => farmingPoolAddress(response.data.wallets),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const address = pool.data ?? null;
  const tokens = useQuery({
    queryKey: farmersQueryKeys.poolTokens(address ?? ''),
    queryFn: ({ signal }) => fetchWalletTokens(address ?? '', network ?? 'localnet', signal),
    select: (response) => sumUiAmounts(response.data.tokens),
    enabled: address !== null && network !== undefined,
    refetchInterval: REFRESH_MS,
  });
  if (pool.isSuccess && address === null) {
    return { balance: undefined, isError: true, error: new NoFarmingPoolError() };
  }
  const error = pool.error ?? tokens.error;
  return { balance: tokens.data, isError: error !== null, error };
}
