import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LEADERBOARD_DEFAULT_LIMIT } from '@wos/shared';
import { fetchLeaderboard } from '../api/farmers-api.ts';
import { farmersQueryKeys } from '../api/farmers-query-keys.ts';

const REFRESH_MS = 60_000;

/** One page of the power leaderboard (GET /farmers/power-leaderboard). */
export function useLeaderboard(page: number, limit = LEADERBOARD_DEFAULT_LIMIT) {
  return useQuery({
    queryKey: farmersQueryKeys.leaderboard(page, limit),
    queryFn: ({ signal }) => fetchLeaderboard(page, limit, signal),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}
