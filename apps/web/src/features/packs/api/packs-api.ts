import {
  type Network,
  openPackResponse,
  type PackAssetType,
  type PackTypeId,
  packInventoryResponse,
  packProofSchema,
  packTypesResponse,
  packVouchersResponse,
  processPackResponse,
} from '@wos/shared';
import { apiRequest } from '../../../lib/api/client.ts';
import { prepareAnswer } from './prepare-answer.ts';

/**
 * The pack calls (docs/spec/001-game.md §7, issue 8, points 2–3), each response checked against its shared
 * contract.
 */

export function fetchPackTypes(assetType: PackAssetType, network: Network, signal?: AbortSignal) {
  return apiRequest('/packs/types', { schema: packTypesResponse, query: { assetType, network }, signal });
}

export function fetchPackInventory(
  address: string,
  assetType: PackAssetType,
  network: Network,
  signal?: AbortSignal,
) {
  return apiRequest(`/packs/inventory/${encodeURIComponent(address)}`, {
    schema: packInventoryResponse,
    query: { assetType, network },
    signal,
  });
}

export interface PreparePackRequest {
  walletAddress: string;
  packId: PackTypeId;
  assetType: PackAssetType;
  network: Network;
  /** A farmer pack paid in this token; absent: SOL when the balance covers it, else WLO. */
  paymentToken?: 'SOL' | 'WLO';
}

export function preparePackPurchase(body: PreparePackRequest) {
  return apiRequest('/packs/prepare-transaction', { method: 'POST', body, schema: prepareAnswer });
}

export interface PrepareDiscountedRequest {
  walletAddress: string;
  packId: PackTypeId;
  discountPercent: number;
  voucherId: string;
  assetType: PackAssetType;
  network: Network;
}

export function prepareDiscountedPurchase(body: PrepareDiscountedRequest) {
  return apiRequest('/packs/prepare-discounted-transaction', {
    method: 'POST',
    body,
    schema: prepareAnswer,
  });
}

export interface ProcessPackRequest {
  signedTransaction: string;
  purchaseId: string;
  packId: PackTypeId;
  walletAddress: string;
  assetType: PackAssetType;
  network: Network;
  discounted: boolean;
  discountPercent?: number;
  /** The signature of an earlier attempt, when this call retries it. */
  transactionSignature?: string;
  skipPreflight: boolean;
}

export function processPackPurchase(body: ProcessPackRequest) {
  return apiRequest('/packs/process-transaction', { method: 'POST', body, schema: processPackResponse });
}

export interface OpenPackRequest {
  walletAddress: string;
  /** The owned pack's id. */
  packId: string;
  clientSeed: string;
  network: Network;
}

export function openPack(body: OpenPackRequest) {
  return apiRequest('/packs/open', { method: 'POST', body, schema: openPackResponse });
}

export function fetchPackProof(packId: string, signal?: AbortSignal) {
  return apiRequest(`/packs/${encodeURIComponent(packId)}/proof`, { schema: packProofSchema, signal });
}

export function fetchVouchers(address: string, network: Network, signal?: AbortSignal) {
  return apiRequest(`/packs/vouchers/${encodeURIComponent(address)}`, {
    schema: packVouchersResponse,
    query: { network },
    signal,
  });
}
