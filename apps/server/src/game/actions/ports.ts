import type { MarketListing } from '@wos/shared';
import type { PacksService } from '../packs/service.ts';

/**
 * What Actions need of the marketplace, which sits in a higher layer
 * (docs/architecture.md §3.1): the feature list hands its service in, and it
 * fits this shape (market/marketplace/purchase.ts).
 */
export interface ListingSales {
  purchases: {
    offer(listingId: string): Promise<{ listing: MarketListing; open: boolean } | undefined>;
    handOut(listingId: string, buyer: string): Promise<{ transaction: string; name: string; price: string }>;
  };
}

export type PackSales = Pick<PacksService, 'catalogue' | 'purchases'>;
