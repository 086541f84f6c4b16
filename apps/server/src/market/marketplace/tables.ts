import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Open listings are for sale (`active`) or held by a buyer's payment being confirmed (`pending`). */
const OPEN = sql`status in ('active', 'pending')`;

/**
 * A farmer, hero or item offered for sale. The asset stays its seller's and
 * is locked by its feature (its `listing_id`) while the listing is open, so
 * the figures copied here at listing time (level, yield, power) stay true.
 */
export const marketplaceListings = pgTable(
  'marketplace_listings',
  {
    id: uuid('id').primaryKey(),
    seller: text('seller').notNull(),
    assetType: text('asset_type', { enum: ['farmer', 'hero', 'item'] }).notNull(),
    assetId: uuid('asset_id').notNull(),
    name: text('name').notNull(),
    rarity: text('rarity', { enum: ['common', 'uncommon', 'rare', 'epic', 'legendary'] }).notNull(),
    subType: text('sub_type'),
    description: text('description').notNull(),
    image: text('image').notNull(),
    level: integer('level').notNull(),
    /** A farmer's WLO base units per hour at its level; null for heroes and items. */
    yieldPerHour: bigint('yield_per_hour', { mode: 'bigint' }),
    power: integer('power'),
    /** WLO base units the buyer pays. */
    price: bigint('price', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['active', 'pending', 'sold', 'cancelled'] }).notNull(),
    /** While `pending`: the purchase whose payment holds the listing. */
    pendingPurchaseId: uuid('pending_purchase_id'),
    buyer: text('buyer'),
    saleSignature: text('sale_signature'),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    /** When it was sold or cancelled. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
  },
  (table) => [
    // An asset is on sale at most once at a time, whatever races the list calls run.
    uniqueIndex('marketplace_listings_open_asset_uq').on(table.assetType, table.assetId).where(OPEN),
    // Browsing: newest/oldest and by price, with or without a rarity filter.
    index('marketplace_listings_open_listed_idx').on(table.listedAt, table.id).where(OPEN),
    index('marketplace_listings_open_price_idx').on(table.price, table.id).where(OPEN),
    index('marketplace_listings_open_rarity_listed_idx').on(table.rarity, table.listedAt).where(OPEN),
    index('marketplace_listings_open_rarity_price_idx').on(table.rarity, table.price).where(OPEN),
    index('marketplace_listings_seller_idx').on(table.seller, table.status),
    index('marketplace_listings_sold_idx').on(table.closedAt).where(sql`status = 'sold'`),
  ],
);

/**
 * How many listings are open per kind of asset (type, rarity, name, sub type):
 * a page's total without a price filter is a sum over these few rows instead
 * of a count over every open listing. Kept, with marketplaceOpenSellers, by triggers on
 * marketplace_listings (migration 0012), so every write, in any process and
 * in bulk, keeps it in step in its own transaction.
 */
export const marketplaceOpenCounts = pgTable(
  'marketplace_open_counts',
  {
    assetType: text('asset_type', { enum: ['farmer', 'hero', 'item'] }).notNull(),
    rarity: text('rarity', { enum: ['common', 'uncommon', 'rare', 'epic', 'legendary'] }).notNull(),
    name: text('name').notNull(),
    /** '' for a listing without one (a farmer's). */
    subType: text('sub_type').notNull(),
    open: integer('open').notNull(),
  },
  (table) => [primaryKey({ columns: [table.assetType, table.rarity, table.name, table.subType] })],
);

/** How many listings each seller has open: the stats' unique sellers count these few rows. Kept as above. */
export const marketplaceOpenSellers = pgTable('marketplace_open_sellers', {
  seller: text('seller').primaryKey(),
  open: integer('open').notNull(),
});

/** One purchase of a listing: the buyer's prepared payment (the intent of the same id). */
export const marketplacePurchases = pgTable(
  'marketplace_purchases',
  {
    id: uuid('id').primaryKey(),
    listingId: uuid('listing_id').notNull(),
    buyer: text('buyer').notNull(),
    /** What the buyer agreed to pay (base units): the sale goes through only at this price. */
    price: bigint('price', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('marketplace_purchases_listing_buyer_idx').on(table.listingId, table.buyer, table.createdAt),
  ],
);

/** Who liked a listing: one like per wallet. */
export const marketplaceLikes = pgTable(
  'marketplace_likes',
  {
    listingId: uuid('listing_id').notNull(),
    wallet: text('wallet').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.wallet] })],
);

/** Who viewed a listing's details: a viewer (wallet, else client address) counts once. */
export const marketplaceViews = pgTable(
  'marketplace_views',
  {
    listingId: uuid('listing_id').notNull(),
    viewer: text('viewer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.viewer] })],
);

/**
 * The treasury's buy-back budget, one row per UTC day (docs/rules.md §5): 2 % of its
 * balance at the day's first sale, and what instant sales took from it. Every
 * instant sale locks the day's row in the transaction that accepts its
 * payout, so parallel sales in any number of processes never overshoot.
 */
export const treasuryBuybackDays = pgTable('treasury_buyback_days', {
  /** ISO date of the UTC day. */
  day: text('day').primaryKey(),
  /** WLO base units the treasury could pay when the day's first sale came; null until that sale reads it. */
  openingBalance: bigint('opening_balance', { mode: 'bigint' }),
  /** WLO base units the treasury may buy back this day; null until the opening balance is read. */
  budget: bigint('budget', { mode: 'bigint' }),
  /** WLO base units instant sales of this day were paid. */
  spent: bigint('spent', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * What each wallet sold to the treasury in a UTC day (docs/rules.md §5, decided 2026-11-27): no wallet
 * takes more than 10 % of the day's budget. Written under the lock of the day's `treasury_buyback_days`
 * row, in the transaction that accepts the payout, so parallel sales in any number of processes never
 * take a wallet past its share.
 */
export const treasuryBuybackWallets = pgTable(
  'treasury_buyback_wallets',
  {
    /** ISO date of the UTC day. */
    day: text('day').notNull(),
    wallet: text('wallet').notNull(),
    /** WLO base units this wallet's instant sales of the day were paid. */
    spent: bigint('spent', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.wallet] })],
);
