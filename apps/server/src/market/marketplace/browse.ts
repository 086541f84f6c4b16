import {
  type ListingsQuery,
  listingsResponse,
  type MarketAssetType,
  type MarketCategory,
  type MarketListing,
  type MarketStats,
  WLO_DECIMALS,
} from '@wos/shared';
import { KeyedReadCache } from '../../platform/cache/keyed-read-cache.ts';
import { ReadCache } from '../../platform/cache/read-cache.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { PreparedAnswer } from '../../platform/http/prepared-answer.ts';
import type { CacheLinks } from '../../platform/shared-state/cache-links.ts';
import type { MarketplaceRepo } from './repo.ts';
import { listingView, wlo } from './view.ts';

/** Without shared caches, other processes' changes show within this; this process's at once (invalidate). */
const PAGE_TTL_MS = 2_000;
const PAGE_CACHE_KEYS = 1_000;
const STATS_TTL_MS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const TYPE_OF: Record<MarketCategory, MarketAssetType> = { farmers: 'farmer', heroes: 'hero', items: 'item' };
const UNIT = 10 ** WLO_DECIMALS;

/** A filter bound in WLO to base units, rounded inward so it never widens the range. */
const lowerBound = (value: number | undefined) =>
  value === undefined ? undefined : BigInt(Math.ceil(value * UNIT - 1e-6));
const upperBound = (value: number | undefined) =>
  value === undefined ? undefined : BigInt(Math.floor(value * UNIT + 1e-6));

/**
 * What anyone may read of the marketplace: pages of listings with filters
 * and sort, a seller's listings, the stats, views and likes. A page is
 * served from memory as a prepared answer for up to two seconds and dropped on any
 * change this process makes, so browsing costs about what an empty route does.
 */
export function createBrowse(deps: { repo: MarketplaceRepo; clock: Clock; caches?: CacheLinks | undefined }) {
  const { repo, clock, caches } = deps;
  // Past the TTL a page is still served while it is read again: browsing never queues behind the database.
  const pages = new KeyedReadCache<PreparedAnswer>(PAGE_TTL_MS, PAGE_CACHE_KEYS, {
    shared: caches?.link('marketplace.pages'),
    staleWhileRefreshing: true,
  });
  // The whole answer is kept, so its prepared form (routes.ts, jsonAnswers) is made once per value.
  const stats = new ReadCache<{ success: true; data: MarketStats }>(
    STATS_TTL_MS,
    async () => {
      const totals = await repo.totals(new Date(clock.nowMs() - DAY_MS));
      const data = {
        itemsListed: totals.itemsListed,
        totalVolume: wlo(totals.totalVolume),
        averagePrice: totals.totalTrades > 0 ? wlo(totals.totalVolume / BigInt(totals.totalTrades)) : 0,
        totalTrades: totals.totalTrades,
        volume24h: wlo(totals.volume24h),
        uniqueSellers: totals.uniqueSellers,
      };
      return { success: true as const, data };
    },
    { shared: caches?.link('marketplace.stats'), staleWhileRefreshing: true },
  );

  /** The page cache's key of a query: queries that ask the same page share it. */
  function keyOf(query: ListingsQuery): string {
    const rarities = [...(query.rarity ?? [])].sort();
    const search = query.search?.toLowerCase() || undefined;
    const { page, limit, sortBy } = query;
    return JSON.stringify([
      query.category,
      rarities,
      query.minPrice,
      query.maxPrice,
      sortBy,
      search,
      page,
      limit,
    ]);
  }

  async function page(query: ListingsQuery): Promise<{ key: string; answer: PreparedAnswer }> {
    const { page, limit, sortBy } = query;
    const rarities = [...(query.rarity ?? [])].sort();
    const search = query.search?.toLowerCase() || undefined;
    const key = keyOf(query);
    const answer = await pages.get(key, async () => {
      const { rows, total } = await repo.page(
        {
          assetType: query.category ? TYPE_OF[query.category] : undefined,
          rarities,
          minPrice: lowerBound(query.minPrice),
          maxPrice: upperBound(query.maxPrice),
          search,
        },
        sortBy,
        (page - 1) * limit,
        limit,
      );
      const body = listingsResponse.parse({
        success: true,
        data: {
          listings: rows.map(listingView),
          pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
        },
      });
      return PreparedAnswer.whole(JSON.stringify(body));
    });
    return { key, answer };
  }

  return {
    /** GET /marketplace/listings, prepared once per page (its bytes, ETag and compressed forms), and its key. */
    page,

    /** The page kept under `key` (page's), if it is within its TTL: no database, no refresh. */
    keptPage(key: string): PreparedAnswer | undefined {
      return pages.peek(key);
    },

    async ofSeller(seller: string): Promise<{ success: true; data: { listings: MarketListing[] } }> {
      return { success: true, data: { listings: (await repo.openOf(seller)).map(listingView) } };
    },

    /** The same object while it is kept. */
    stats(): Promise<{ success: true; data: MarketStats }> {
      return stats.get();
    },

    /**
     * A viewer counts once per listing: a signed-in wallet (not the seller's
     * own), else the client's address. Answers the views and whether that
     * wallet likes it; undefined when the listing is not open.
     */
    async view(
      listingId: string,
      viewer: { wallet: string | null; clientAddress: string },
    ): Promise<{ views: number; liked: boolean } | undefined> {
      const listing = await repo.find(listingId);
      if (listing?.status !== 'active' && listing?.status !== 'pending') return undefined;
      const liked = viewer.wallet ? await repo.likedBy(listingId, viewer.wallet) : false;
      if (viewer.wallet === listing.seller) return { views: listing.views, liked };
      const key = viewer.wallet ? `wallet:${viewer.wallet}` : `ip:${viewer.clientAddress}`;
      const views = await repo.addView(listingId, key, clock.now());
      return views === undefined ? undefined : { views, liked };
    },

    async like(listingId: string, wallet: string) {
      const liked = await repo.toggleLike(listingId, wallet, clock.now());
      if (liked) pages.invalidate();
      return liked;
    },

    /** Listings changed in this process: the next reads see it. */
    invalidate(): void {
      pages.invalidate();
      stats.invalidate();
    },
  };
}

export type MarketplaceBrowse = ReturnType<typeof createBrowse>;
