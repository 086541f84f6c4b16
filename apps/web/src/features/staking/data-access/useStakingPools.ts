import { useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../lib/config/config-query.ts';
import { useErrorToast } from '../../../lib/hooks/useErrorToast.ts';
import { fetchStakingPools } from '../api/staking-api.ts';
import { stakingQueryKeys } from '../api/staking-query-keys.ts';
import { type PoolView, poolViews } from '../lib/pool-view.ts';
import { STAKING_MESSAGES } from '../lib/staking-messages.ts';

/** The three pools of the display catalogue, with the server's totals once they arrive. */
export function useStakingPools(): PoolView[] {
  const network = useAppConfig()?.network;
  const query = useQuery({
    queryKey: stakingQueryKeys.pools,
    queryFn: ({ signal }) => fetchStakingPools(network ?? 'localnet', signal),
    enabled: network !== undefined,
  });
  useErrorToast(query.error, STAKING_MESSAGES.fetchPoolsFailed);
  return poolViews(query.data?.pools);
}
