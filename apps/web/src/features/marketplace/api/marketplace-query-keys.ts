import type { MarketAssetType } from '@wos/shared';
import type { QueryValue } from '../../../lib/api/client.ts';
import { WALLET_DATA_KEY } from '../../wallet/index.ts';

export const MARKETPLACE_KEY = 'marketplace';

export const marketplaceQueryKeys = {
  /** Every public marketplace read (listings pages and stats), to refresh them together. */
  all: [MARKETPLACE_KEY] as const,
  listingsPages: [MARKETPLACE_KEY, 'listings'] as const,
  listings: (query: Record<string, QueryValue>) => [MARKETPLACE_KEY, 'listings', query] as const,
  stats: [MARKETPLACE_KEY, 'stats'] as const,
  estimate: (assetType: MarketAssetType, assetId: string) =>
    [MARKETPLACE_KEY, 'estimate', assetType, assetId] as const,
  /** Under the wallet-data key, so a disconnect forgets the seller's listings with the rest. */
  mine: (address: string) => [WALLET_DATA_KEY, address, 'marketplace-listings'] as const,
};
