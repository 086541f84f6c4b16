import {
  buyListingResponse,
  cancelListingResponse,
  estimateResponse,
  instantSellResponse,
  likeListingResponse,
  listingResponse,
  listingViewResponse,
  type MarketAssetType,
  marketStatsResponse,
  type Network,
  processPurchaseResponse,
} from '@wos/shared';
import { apiRequest, type QueryValue } from '../../../lib/api/client.ts';
import { tolerantListingsResponse, tolerantSellerListingsResponse } from './tolerant-listings.ts';

/**
 * The marketplace calls (docs/spec/001-game.md §7), each response checked against its shared contract; the
 * lists are read field by field with the specification's defaults (tolerant-listings.ts).
 */

const listingPath = (listingId: string, rest = '') =>
  `/marketplace/listings/${encodeURIComponent(listingId)}${rest}`;

/**
 * One page of listings; `query` holds only the filters that are set
 * (docs/spec/000-shell-wallet-staking.md §5).
 */
export function fetchListings(query: Record<string, QueryValue>, signal?: AbortSignal) {
  return apiRequest('/marketplace/listings', { schema: tolerantListingsResponse, query, signal });
}

export function fetchMarketStats(signal?: AbortSignal) {
  return apiRequest('/marketplace/stats', { schema: marketStatsResponse, signal });
}

/** A seller's open listings (My Listings): for sale, or held by a buyer's payment. */
export function fetchSellerListings(address: string, network: Network, signal?: AbortSignal) {
  return apiRequest(`/marketplace/listings/${encodeURIComponent(address)}`, {
    schema: tolerantSellerListingsResponse,
    query: { network },
    signal,
  });
}

/** What the spec sends to describe a listed asset (the server describes it from its own records). */
export interface ListingAssetDetails {
  name: string;
  type: MarketAssetType;
  subType: string | null;
  category: string;
  rarity: string;
  image: string;
  description: string;
}

export interface CreateListingRequest {
  walletAddress: string;
  assetId: string;
  assetType: MarketAssetType;
  /** WLO, as a number (docs/spec/001-game.md §7), after the page's own check of what was typed. */
  price: number;
  assetDetails: ListingAssetDetails;
  network: Network;
}

export function createListing(body: CreateListingRequest) {
  return apiRequest('/marketplace/list', { method: 'POST', body, schema: listingResponse });
}

export function updateListingPrice(
  listingId: string,
  body: { walletAddress: string; price: number; network: Network },
) {
  return apiRequest(listingPath(listingId), { method: 'PUT', body, schema: listingResponse });
}

export function cancelListing(listingId: string, body: { walletAddress: string; network: Network }) {
  return apiRequest(listingPath(listingId), { method: 'DELETE', body, schema: cancelListingResponse });
}

/** First half of a purchase: the server builds the buyer's WLO payment for the wallet to sign. */
export function buyListing(listingId: string, body: { buyerWalletAddress: string; network: Network }) {
  return apiRequest(`/marketplace/buy/${encodeURIComponent(listingId)}`, {
    method: 'POST',
    body,
    schema: buyListingResponse,
  });
}

export interface ProcessPurchaseRequest {
  listingId: string;
  signedTransaction: string;
  buyerWalletAddress: string;
  purchaseId: string;
  network: Network;
  skipPreflight: boolean;
}

/** Second half: the server co-signs, sends and confirms the payment, then hands the asset over. */
export function processPurchase(body: ProcessPurchaseRequest) {
  return apiRequest('/marketplace/process-transaction', {
    method: 'POST',
    body,
    schema: processPurchaseResponse,
  });
}

export function fetchEstimate(assetType: MarketAssetType, assetId: string, signal?: AbortSignal) {
  return apiRequest(`/marketplace/estimate/${assetType}/${encodeURIComponent(assetId)}`, {
    schema: estimateResponse,
    signal,
  });
}

export function instantSell(body: {
  walletAddress: string;
  assetId: string;
  assetType: MarketAssetType;
  network: Network;
}) {
  return apiRequest('/marketplace/instant-sell', { method: 'POST', body, schema: instantSellResponse });
}

/** Counts a view of the listing's details (no session needed). */
export function recordListingView(listingId: string) {
  return apiRequest(listingPath(listingId, '/view'), { method: 'POST', schema: listingViewResponse });
}

/** Likes the listing, or takes the like back. */
export function toggleListingLike(listingId: string, body: { walletAddress: string; network: Network }) {
  return apiRequest(listingPath(listingId, '/like'), { method: 'POST', body, schema: likeListingResponse });
}
