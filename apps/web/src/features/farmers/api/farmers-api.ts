import {
  farmerLevelUpResponse,
  feeWalletsResponse,
  harvestResponse,
  leaderboardResponse,
  type Network,
  rewardPoolResponse,
  walletTokensResponse,
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

/** The fee wallets (GET /fee-distribution/wallets): where the farming pool's address is published. */
export function fetchFeeWallets(signal?: AbortSignal) {
  return apiRequest('/fee-distribution/wallets', { schema: feeWalletsResponse, signal });
}

/** A pool wallet's tokens (GET /staking/v2/wallet-tokens/{address}, docs/spec/001-game.md §7). */
export function fetchWalletTokens(address: string, network: Network, signal?: AbortSignal) {
  return apiRequest(`/staking/v2/wallet-tokens/${encodeURIComponent(address)}`, {
    schema: walletTokensResponse,
    query: { network },
    signal,
  });
}
