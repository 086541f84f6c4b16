import type { ListingSort, MarketAssetType, Rarity } from '@wos/shared';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/rows.ts';
import {
  marketplaceLikes,
  marketplaceListings,
  marketplaceOpenCounts,
  marketplacePurchases,
  marketplaceViews,
} from './tables.ts';

export type ListingRow = typeof marketplaceListings.$inferSelect;
export type PurchaseRow = typeof marketplacePurchases.$inferSelect;

/** Written as a literal, so the planner matches the partial indexes on open listings. */
const OPEN = sql`${marketplaceListings.status} in ('active', 'pending')`;

export interface ListingFilter {
  assetType?: MarketAssetType | undefined;
  rarities: readonly Rarity[];
  minPrice?: bigint | undefined;
  maxPrice?: bigint | undefined;
  search?: string | undefined;
}

const ORDER: Record<ListingSort, SQL[]> = {
  newest: [desc(marketplaceListings.listedAt), desc(marketplaceListings.id)],
  oldest: [asc(marketplaceListings.listedAt), asc(marketplaceListings.id)],
  price_asc: [asc(marketplaceListings.price), asc(marketplaceListings.id)],
  price_desc: [desc(marketplaceListings.price), desc(marketplaceListings.id)],
};

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function openWhere(filter: ListingFilter): SQL | undefined {
  const { assetType, rarities, minPrice, maxPrice, search } = filter;
  return and(
    OPEN,
    assetType ? eq(marketplaceListings.assetType, assetType) : undefined,
    rarities.length > 0 ? inArray(marketplaceListings.rarity, [...rarities]) : undefined,
    minPrice !== undefined ? gte(marketplaceListings.price, minPrice) : undefined,
    maxPrice !== undefined ? lte(marketplaceListings.price, maxPrice) : undefined,
    search
      ? sql`(${marketplaceListings.name} ilike ${containing(search)} or ${marketplaceListings.subType} ilike ${containing(search)})`
      : undefined,
  );
}

/**
 * The same filter over the open counts (no price in it): kinds of asset, each
 * with how many are open, so a total is a sum over a few rows, not a count
 * over every open listing.
 */
function kindsWhere(filter: ListingFilter): SQL | undefined {
  const { assetType, rarities, search } = filter;
  return and(
    assetType ? eq(marketplaceOpenCounts.assetType, assetType) : undefined,
    rarities.length > 0 ? inArray(marketplaceOpenCounts.rarity, [...rarities]) : undefined,
    // sub_type is '' where a listing has none: it matches no search, as NULL does not.
    search
      ? sql`(${marketplaceOpenCounts.name} ilike ${containing(search)} or ${marketplaceOpenCounts.subType} ilike ${containing(search)})`
      : undefined,
  );
}

export interface MarketTotals {
  itemsListed: number;
  uniqueSellers: number;
  totalTrades: number;
  totalVolume: bigint;
  volume24h: bigint;
}

export function createMarketplaceRepo(db: Database) {
  async function lock(id: string, tx: Database): Promise<ListingRow | undefined> {
    const [row] = await tx
      .select()
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, id))
      .for('update');
    return row;
  }

  return {
    async insert(row: typeof marketplaceListings.$inferInsert, tx: Database = db): Promise<ListingRow> {
      const [inserted] = await tx.insert(marketplaceListings).values(row).returning();
      return inserted!;
    },

    async find(id: string, tx: Database = db): Promise<ListingRow | undefined> {
      const [row] = await tx.select().from(marketplaceListings).where(eq(marketplaceListings.id, id));
      return row;
    },

    /** Locks the listing for the rest of the transaction: changes, purchases and cancels of it queue up. */
    lock,

    async update(id: string, changes: Partial<ListingRow>, tx: Database = db): Promise<ListingRow> {
      const [row] = await tx
        .update(marketplaceListings)
        .set(changes)
        .where(eq(marketplaceListings.id, id))
        .returning();
      return row!;
    },

    /** Back to `active` if this purchase still holds the listing (it did not go through). */
    async release(id: string, purchaseId: string, tx: Database): Promise<void> {
      await tx
        .update(marketplaceListings)
        .set({ status: 'active', pendingPurchaseId: null })
        .where(
          and(
            eq(marketplaceListings.id, id),
            eq(marketplaceListings.status, 'pending'),
            eq(marketplaceListings.pendingPurchaseId, purchaseId),
          ),
        );
    },

    /**
     * One page of the open listings matching the filter, in the sort's order, and how many match:
     * without a price range, from the open counts (tables.ts).
     */
    async page(
      filter: ListingFilter,
      sort: ListingSort,
      offset: number,
      limit: number,
    ): Promise<{ rows: ListingRow[]; total: number }> {
      const where = openWhere(filter);
      const priced = filter.minPrice !== undefined || filter.maxPrice !== undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(marketplaceListings)
          .where(where)
          .orderBy(...ORDER[sort])
          .offset(offset)
          .limit(limit),
        priced
          ? // A price range cuts across kinds: counted on the listings (the price indexes).
            db.select({ total: sql<string>`count(*)` }).from(marketplaceListings).where(where)
          : db
              .select({ total: sql<string>`coalesce(sum(${marketplaceOpenCounts.open}), 0)` })
              .from(marketplaceOpenCounts)
              .where(kindsWhere(filter)),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    /** The seller's open listings, newest first. */
    async openOf(seller: string): Promise<ListingRow[]> {
      return db
        .select()
        .from(marketplaceListings)
        .where(and(OPEN, eq(marketplaceListings.seller, seller)))
        .orderBy(...ORDER.newest);
    },

    /** Listings open for sale (active, or held by a purchase settling): a sum over the open counts' few rows. */
    async openCount(): Promise<number> {
      const [row] = await queryRows<{ open: string }>(
        db,
        sql`select coalesce(sum(open), 0)::text as open from marketplace_open_counts`,
      );
      return Number(row?.open ?? 0);
    },

    async totals(since24h: Date): Promise<MarketTotals> {
      const [row] = await queryRows<{
        items_listed: string;
        unique_sellers: string;
        total_trades: string;
        total_volume: string | null;
        volume_24h: string | null;
      }>(
        db,
        sql`select
              (select coalesce(sum(open), 0) from marketplace_open_counts) as items_listed,
              (select count(*) from marketplace_open_sellers where open > 0) as unique_sellers,
              count(*) as total_trades,
              sum(price) as total_volume,
              sum(price) filter (where closed_at >= ${since24h.toISOString()}::timestamptz) as volume_24h
            from marketplace_listings where status = 'sold'`,
      );
      return {
        itemsListed: Number(row?.items_listed ?? 0),
        uniqueSellers: Number(row?.unique_sellers ?? 0),
        totalTrades: Number(row?.total_trades ?? 0),
        totalVolume: BigInt(row?.total_volume ?? 0),
        volume24h: BigInt(row?.volume_24h ?? 0),
      };
    },

    async insertPurchase(row: PurchaseRow, tx: Database): Promise<void> {
      await tx.insert(marketplacePurchases).values(row);
    },

    async findPurchase(id: string, tx: Database = db): Promise<PurchaseRow | undefined> {
      const [row] = await tx.select().from(marketplacePurchases).where(eq(marketplacePurchases.id, id));
      return row;
    },

    /** The buyer's latest purchase of the listing (a process call that names none). */
    async latestPurchase(listingId: string, buyer: string): Promise<PurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(marketplacePurchases)
        .where(and(eq(marketplacePurchases.listingId, listingId), eq(marketplacePurchases.buyer, buyer)))
        .orderBy(desc(marketplacePurchases.createdAt))
        .limit(1);
      return row;
    },

    /** Counts a viewer once per listing; returns the listing's views, or undefined for no open listing. */
    async addView(listingId: string, viewer: string, at: Date): Promise<number | undefined> {
      return db
        .transaction(async (tx) => {
          const added = await tx
            .insert(marketplaceViews)
            .values({ listingId, viewer, createdAt: at })
            .onConflictDoNothing()
            .returning();
          const [row] = await tx
            .update(marketplaceListings)
            .set({ views: sql`${marketplaceListings.views} + ${added.length}` })
            .where(and(eq(marketplaceListings.id, listingId), OPEN))
            .returning({ views: marketplaceListings.views });
          if (!row) throw new ListingGone();
          return row.views;
        })
        .catch((error: unknown) => {
          if (error instanceof ListingGone) return undefined;
          throw error;
        });
    },

    async likedBy(listingId: string, wallet: string): Promise<boolean> {
      const [row] = await db
        .select({ wallet: marketplaceLikes.wallet })
        .from(marketplaceLikes)
        .where(and(eq(marketplaceLikes.listingId, listingId), eq(marketplaceLikes.wallet, wallet)));
      return row !== undefined;
    },

    /** Likes the listing for the wallet, or takes the like back; undefined for no open listing. */
    async toggleLike(
      listingId: string,
      wallet: string,
      at: Date,
    ): Promise<{ liked: boolean; likes: number } | undefined> {
      return db
        .transaction(async (tx) => {
          const listing = await lock(listingId, tx);
          if (!listing || (listing.status !== 'active' && listing.status !== 'pending')) {
            throw new ListingGone();
          }
          const mine = and(eq(marketplaceLikes.listingId, listingId), eq(marketplaceLikes.wallet, wallet));
          const removed = await tx.delete(marketplaceLikes).where(mine).returning();
          if (removed.length === 0) {
            await tx.insert(marketplaceLikes).values({ listingId, wallet, createdAt: at });
          }
          const liked = removed.length === 0;
          const [row] = await tx
            .update(marketplaceListings)
            .set({ likes: sql`${marketplaceListings.likes} + ${liked ? 1 : -1}` })
            .where(eq(marketplaceListings.id, listingId))
            .returning({ likes: marketplaceListings.likes });
          return { liked, likes: row?.likes ?? 0 };
        })
        .catch((error: unknown) => {
          if (error instanceof ListingGone) return undefined;
          throw error;
        });
    },
  };
}

/** Rolls a view or like back when its listing is not open. */
class ListingGone extends Error {}

export type MarketplaceRepo = ReturnType<typeof createMarketplaceRepo>;
