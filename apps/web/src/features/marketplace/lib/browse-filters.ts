import { LISTINGS_DEFAULT_LIMIT, type ListingSort, type MarketCategory, type Rarity } from '@wos/shared';
import type { QueryValue } from '../../../lib/api/client.ts';

/**
 * The rarity filter buttons, rarest first (multi-select): docs/spec/001-game.md §2's LEGENDARY, EPIC, RARE,
 * COMMON with the uncommon tier the game's assets have (docs/spec/001-game.md §3 lists five rarities), so
 * no listing is out of reach of the filter.
 */
export const RARITY_FILTERS = [
  'legendary',
  'epic',
  'rare',
  'uncommon',
  'common',
] as const satisfies readonly Rarity[];

export const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  price_asc: 'Lowest price',
  price_desc: 'Highest price',
};

export type CategoryFilter = MarketCategory | 'all';

export const CATEGORY_LABELS: Record<CategoryFilter, string> = {
  all: 'All types',
  farmers: 'Farmers',
  heroes: 'Heroes',
  items: 'Items',
};

export interface BrowseFilters {
  rarities: readonly Rarity[];
  /** As typed; trimmed when sent. */
  search: string;
  sortBy: ListingSort;
  category: CategoryFilter;
  page: number;
}

/** docs/spec/001-game.md §2: the list opens sorted newest first, unfiltered, on its first page. */
export const DEFAULT_FILTERS: BrowseFilters = {
  rarities: [],
  search: '',
  sortBy: 'newest',
  category: 'all',
  page: 1,
};

/** docs/spec/001-game.md §9: a page of the browse list. */
export const BROWSE_PAGE_SIZE = LISTINGS_DEFAULT_LIMIT;

/**
 * The query of GET /marketplace/listings: a filter is sent only when it is set
 * (docs/spec/000-shell-wallet-staking.md §5); the sort, page and page size always are (the sort dropdown
 * always has a value).
 */
export function listingsQuery(filters: BrowseFilters, limit = BROWSE_PAGE_SIZE): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (filters.category !== 'all') query.category = filters.category;
  if (filters.rarities.length > 0) {
    // In the buttons' order, so the same choice is the same query (and the same cache entry).
    query.rarity = RARITY_FILTERS.filter((rarity) => filters.rarities.includes(rarity)).join(',');
  }
  const search = filters.search.trim();
  if (search) query.search = search;
  query.sortBy = filters.sortBy;
  query.page = filters.page;
  query.limit = limit;
  return query;
}

/** A rarity button pressed: on if it was off, off if it was on. */
export function toggleRarity(rarities: readonly Rarity[], rarity: Rarity): Rarity[] {
  return rarities.includes(rarity) ? rarities.filter((r) => r !== rarity) : [...rarities, rarity];
}

export function hasFilters(filters: BrowseFilters): boolean {
  return filters.rarities.length > 0 || filters.search.trim() !== '' || filters.category !== 'all';
}
