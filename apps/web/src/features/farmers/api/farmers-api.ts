import {
  farmerLevelUpResponse,
  harvestResponse,
  leaderboardResponse,
  type Network,
  rewardPoolResponse,
} from '@wos/shared';
import { apiRequest } from '../../../lib/api/client.ts';
import { tolerantWalletFarmersResponse } from './tolerant-farmers.ts';

/**
 * The farmer calls (docs/spec/001-game.md §7, issue 8, points 4–6), each response checked against its shared
 * contract.
 */

export function fetchWalletFarmers(address: string, network: Network, signal?: AbortSignal) {
  return apiRequest(`/farmers/${encodeURIComponent(address)}`, {
    schema: tolerantWalletFarmersResponse,
    query: { network },
    signal,
  });
}

export function harvestFarmers(body: { walletAddress: string; network: Network }) {
  return apiRequest('/farmers/harvest', { method: 'POST', body, schema: harvestResponse });
}

export function levelUpFarmer(body: { walletAddress: string; farmerId: string; network: Network }) {
  return apiRequest('/farmers/levelup', { method: 'POST', body, schema: farmerLevelUpResponse });
}

export function fetchLeaderboard(page: number, limit: number, signal?: AbortSignal) {
  return apiRequest('/farmers/power-leaderboard', {
    schema: leaderboardResponse,
    query: { page, limit },
    signal,
  });
}

export function fetchRewardPool(signal?: AbortSignal) {
  return apiRequest('/farmers/reward-pool', { schema: rewardPoolResponse, signal });
}
