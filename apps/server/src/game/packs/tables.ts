import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export interface StoredPackOutcome {
  rarity: 'common' | 'rare' | 'epic' | 'legendary';
  entryId: string;
  itemId: string | null;
}

export type StoredRarityChances = Record<StoredPackOutcome['rarity'], number>;

/** What an opening granted, by the granting feature's ids. */
export interface GrantedAssets {
  farmers: string[];
  heroes: string[];
  items: string[];
}

/**
 * A paid pack between prepare and landing: what the player will pay and for
 * which pack. The row's id is its intent's id. A voucher is held by at most
 * one purchase that is not failed, so parallel prepares cannot both spend it.
 */
export const packPurchases = pgTable(
  'pack_purchases',
  {
    id: uuid('id').primaryKey(),
    wallet: text('wallet').notNull(),
    packTypeId: text('pack_type_id').notNull(),
    token: text('token', { enum: ['SOL', 'WLO'] }).notNull(),
    /** Base units of `token`: the legs' total. */
    price: bigint('price', { mode: 'bigint' }).notNull(),
    voucherId: uuid('voucher_id'),
    discountPercent: integer('discount_percent').notNull().default(0),
    status: text('status', { enum: ['pending', 'landed', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('pack_purchases_voucher_held_idx')
      .on(table.voucherId)
      .where(sql`voucher_id IS NOT NULL AND status <> 'failed'`),
  ],
);

/**
 * Packs the players own. The server seed is drawn at purchase and only its
 * commitment is shown until the pack is opened (provably fair draw).
 */
export const packs = pgTable(
  'packs',
  {
    id: uuid('id').primaryKey(),
    owner: text('owner').notNull(),
    packTypeId: text('pack_type_id').notNull(),
    assetType: text('asset_type', { enum: ['farmer', 'hero'] }).notNull(),
    status: text('status', { enum: ['owned', 'opened'] }).notNull(),
    /** 32 bytes, hex. Secret until opened. */
    serverSeed: text('server_seed').notNull(),
    /** sha256(serverSeed), hex. */
    commitment: text('commitment').notNull(),
    /** The chances promised at purchase: the draw and its proof use these. */
    rarityChances: jsonb('rarity_chances').$type<StoredRarityChances>().notNull(),
    clientSeed: text('client_seed'),
    outcome: jsonb('outcome').$type<StoredPackOutcome>(),
    granted: jsonb('granted').$type<GrantedAssets>(),
    /** What was paid: null for a free pack. */
    paidToken: text('paid_token', { enum: ['SOL', 'WLO'] }),
    paidAmount: bigint('paid_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The purchase (intent) that paid for it; null for a free pack. */
    intentId: uuid('intent_id').unique(),
    voucherId: uuid('voucher_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (table) => [index('packs_owner_status_idx').on(table.owner, table.status)],
);

/** One free pack of each free type per wallet per UTC day (docs/rules.md §5). */
export const freePackClaims = pgTable(
  'free_pack_claims',
  {
    wallet: text('wallet').notNull(),
    packTypeId: text('pack_type_id').notNull(),
    utcDay: date('utc_day', { mode: 'string' }).notNull(),
    packId: uuid('pack_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.wallet, table.packTypeId, table.utcDay] })],
);
