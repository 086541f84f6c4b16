import {
  claimRewardsResponse,
  claimWithRiskResponse,
  type Network,
  processTransactionResponse,
  stakeResponse,
  stakingPoolsResponse,
  stakingStatsResponse,
  unstakeResponse,
  walletStakesResponse,
} from '@wos/shared';
import { apiRequest } from '../../../lib/api/client.ts';

/**
 * Staking v2 calls (docs/spec/000-shell-wallet-staking.md §7), each response checked against its shared
 * contract.
 */

export function fetchStakingPools(network: Network, signal?: AbortSignal) {
  return apiRequest('/staking/v2/pools', { schema: stakingPoolsResponse, query: { network }, signal });
}

export function fetchStakingStats(network: Network, signal?: AbortSignal) {
  return apiRequest('/staking/v2/stats', { schema: stakingStatsResponse, query: { network }, signal });
}

export function fetchWalletStakes(address: string, network: Network, signal?: AbortSignal) {
  return apiRequest(`/staking/v2/wallet/${encodeURIComponent(address)}`, {
    schema: walletStakesResponse,
    query: { network },
    signal,
  });
}

export interface StakeRequest {
  walletAddress: string;
  amount: number;
  lockPeriod: number;
  network: Network;
}

export function prepareStake(body: StakeRequest) {
  return apiRequest('/staking/v2/stake', { method: 'POST', body, schema: stakeResponse });
}

export type PreparedStake = Awaited<ReturnType<typeof prepareStake>>;

export interface ProcessStakeRequest {
  signedTransaction: string;
  stakeId: string;
  walletAddress: string;
  network: Network;
  skipPreflight: boolean;
}

export function processStake(body: ProcessStakeRequest) {
  return apiRequest('/staking/v2/process-transaction', {
    method: 'POST',
    body,
    schema: processTransactionResponse,
  });
}

export type ProcessedStake = Awaited<ReturnType<typeof processStake>>;

export interface PositionRequest {
  walletAddress: string;
  positionId: string;
  network: Network;
}

const claimBody = ({ walletAddress, positionId, network }: PositionRequest) => ({
  walletAddress,
  stakingId: positionId,
  network,
});

export function claimRewards(request: PositionRequest) {
  return apiRequest('/staking/v2/claim', {
    method: 'POST',
    body: claimBody(request),
    schema: claimRewardsResponse,
  });
}

export function claimWithRisk(request: PositionRequest) {
  return apiRequest('/staking/v2/claim-with-risk', {
    method: 'POST',
    body: claimBody(request),
    schema: claimWithRiskResponse,
  });
}

export function unstake({ walletAddress, positionId, network }: PositionRequest) {
  return apiRequest('/staking/v2/unstake', {
    method: 'POST',
    body: { walletAddress, stakeId: positionId, network },
    schema: unstakeResponse,
  });
}
