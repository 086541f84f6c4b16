import { useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../lib/config/config-query.ts';
import { fetchStakingStats } from '../api/staking-api.ts';
import { stakingQueryKeys } from '../api/staking-query-keys.ts';
import { FALLBACK_STATS, type StatsFigures, statsFigures } from '../lib/stats-figures.ts';

/** The banner's figures: fetched once per visit; the spec's fallback figures when that fails. */
export function useStakingStats(): StatsFigures | null {
  const network = useAppConfig()?.network;
  const query = useQuery({
    queryKey: stakingQueryKeys.stats,
    queryFn: ({ signal }) => fetchStakingStats(network ?? 'localnet', signal),
    enabled: network !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    select: statsFigures,
  });
  if (query.isError) return FALLBACK_STATS;
  return query.data ?? null;
}
