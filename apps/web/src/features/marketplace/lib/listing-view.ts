import type { MarketListing } from '@wos/shared';
import { kindLabel, searchRows } from './inventory-view.ts';

export interface MyListingsSummary {
  /** Listings for sale or awaiting a buyer's payment. */
  active: number;
  /** WLO asked for them together. */
  totalValue: number;
  totalViews: number;
}

/** The three cards over My Listings: ACTIVE LISTINGS, TOTAL VALUE (WLO), TOTAL VIEWS. */
export function myListingsSummary(listings: readonly MarketListing[]): MyListingsSummary {
  return {
    active: listings.length,
    // Summed in micro-WLO so 0.1 + 0.2 reads 0.3.
    totalValue: listings.reduce((sum, listing) => sum + Math.round(listing.price * 1e6), 0) / 1e6,
    totalViews: listings.reduce((sum, listing) => sum + listing.views, 0),
  };
}

/** Listings whose name, kind or rarity holds every word typed. */
export function searchListings(listings: readonly MarketListing[], text: string): MarketListing[] {
  return searchRows(listings, text, (listing) => kindLabel(listing.assetType, listing.subType));
}

/** The list after a cancel or a sale: without that listing. */
export function withoutListing<T extends { id: string }>(listings: readonly T[], listingId: string): T[] {
  return listings.filter((listing) => listing.id !== listingId);
}

/** The list after a price change: that listing at its new price, the rest as they were. */
export function withListing(listings: readonly MarketListing[], changed: MarketListing): MarketListing[] {
  return listings.map((listing) => (listing.id === changed.id ? changed : listing));
}

/** A listing a buyer's payment holds: nobody else may buy it, its seller may not change it meanwhile. */
export function isPending(listing: Pick<MarketListing, 'status'>): boolean {
  return listing.status === 'pending';
}

export function isOwnListing(listing: Pick<MarketListing, 'seller'>, address: string | null): boolean {
  return address !== null && listing.seller === address;
}
