import { useQuery } from '@tanstack/react-query';
import { fetchRewardPool } from '../api/farmers-api.ts';
import { farmersQueryKeys } from '../api/farmers-query-keys.ts';

const REFRESH_MS = 60_000;

/** The weekly farming reward pool (GET /farmers/reward-pool). */
export function useRewardPool() {
  return useQuery({
    queryKey: farmersQueryKeys.rewardPool,
    queryFn: ({ signal }) => fetchRewardPool(signal),
    select: (response) => response.data,
    refetchInterval: REFRESH_MS,
  });
}
