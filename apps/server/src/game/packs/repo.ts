import { and, asc, eq, ne } from 'drizzle-orm';
import { type Row, type Statement, statement } from '../../db/batch.ts';
import type { Database } from '../../db/database.ts';
import {
  freePackClaims,
  type GrantedAssets,
  packPurchases,
  packs,
  type StoredPackOutcome,
} from './tables.ts';

export type PackRow = typeof packs.$inferSelect;
export type PackPurchaseRow = typeof packPurchases.$inferSelect;

const insertPurchase = statement(
  'packs_insert_purchase',
  `INSERT INTO pack_purchases (id, wallet, pack_type_id, token, price, discount_percent, status, created_at)
   VALUES ($1, $2, $3, $4, $5, 0, 'pending', $6)`,
);
const purchaseTerms = statement(
  'packs_purchase_terms',
  'SELECT pack_type_id, voucher_id, discount_percent FROM pack_purchases WHERE id = $1',
);
const purchaseLanded = statement(
  'packs_purchase_landed',
  `UPDATE pack_purchases SET status = 'landed' WHERE id = $1`,
);
const insertPack = statement(
  'packs_insert_pack',
  `INSERT INTO packs (id, owner, pack_type_id, asset_type, status, server_seed, commitment, rarity_chances,
                      paid_token, paid_amount, intent_id, voucher_id, created_at)
   VALUES ($1, $2, $3, $4, 'owned', $5, $6, $7, $8, $9, $10, $11, $12)`,
);

/** A paid pack's rows as statements of the intents engine's batches (db/batch.ts). */
export const packStatements = {
  /** A purchase without a voucher (one with a voucher may have to take it over: the repo's insertPurchase). */
  insertPurchase: (row: {
    id: string;
    wallet: string;
    packTypeId: string;
    token: 'SOL' | 'WLO';
    price: bigint;
    createdAt: Date;
  }) => insertPurchase(row.id, row.wallet, row.packTypeId, row.token, row.price, row.createdAt),
  terms: (id: string): Statement => purchaseTerms(id),
  termsOf: (rows: readonly Row[]) => {
    const [row] = rows;
    if (!row) return undefined;
    return {
      packTypeId: String(row.pack_type_id),
      voucherId: row.voucher_id === null || row.voucher_id === undefined ? null : String(row.voucher_id),
      discountPercent: Number(row.discount_percent),
    };
  },
  landed: (id: string): Statement => purchaseLanded(id),
  insertPack: (row: Omit<typeof packs.$inferInsert, 'status'> & { createdAt: Date }): Statement =>
    insertPack(
      row.id,
      row.owner,
      row.packTypeId,
      row.assetType,
      row.serverSeed,
      row.commitment,
      row.rarityChances,
      row.paidToken ?? null,
      row.paidAmount ?? 0n,
      row.intentId ?? null,
      row.voucherId ?? null,
      row.createdAt,
    ),
};

export function createPacksRepo(db: Database) {
  return {
    /** A purchase row; false when its voucher is already held by another purchase that is not failed. */
    async insertPurchase(row: typeof packPurchases.$inferInsert, tx: Database = db): Promise<boolean> {
      const inserted = await tx
        .insert(packPurchases)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: packPurchases.id });
      return inserted.length === 1;
    },

    async findPurchase(id: string, tx: Database = db): Promise<PackPurchaseRow | undefined> {
      const [row] = await tx.select().from(packPurchases).where(eq(packPurchases.id, id));
      return row;
    },

    /** The purchase holding a voucher (pending or landed), if any. */
    async purchaseHoldingVoucher(voucherId: string, tx: Database = db): Promise<PackPurchaseRow | undefined> {
      const [row] = await tx
        .select()
        .from(packPurchases)
        .where(and(eq(packPurchases.voucherId, voucherId), ne(packPurchases.status, 'failed')));
      return row;
    },

    async setPurchaseStatus(id: string, status: PackPurchaseRow['status'], tx: Database = db): Promise<void> {
      await tx.update(packPurchases).set({ status }).where(eq(packPurchases.id, id));
    },

    async insertPack(row: typeof packs.$inferInsert, tx: Database = db): Promise<PackRow> {
      const [inserted] = await tx.insert(packs).values(row).returning();
      return inserted!;
    },

    async findPack(id: string, tx: Database = db): Promise<PackRow | undefined> {
      const [row] = await tx.select().from(packs).where(eq(packs.id, id));
      return row;
    },

    async listUnopened(owner: string, assetType: PackRow['assetType'] | undefined, tx: Database = db) {
      return tx
        .select()
        .from(packs)
        .where(
          and(
            eq(packs.owner, owner),
            eq(packs.status, 'owned'),
            assetType ? eq(packs.assetType, assetType) : undefined,
          ),
        )
        .orderBy(asc(packs.createdAt), asc(packs.id));
    },

    /**
     * Marks the owner's unopened pack opened with the client seed: one
     * statement, so of parallel openings exactly one gets the row.
     */
    async claimForOpening(
      id: string,
      owner: string,
      clientSeed: string,
      now: Date,
      tx: Database = db,
    ): Promise<PackRow | undefined> {
      const [row] = await tx
        .update(packs)
        .set({ status: 'opened', clientSeed, openedAt: now })
        .where(and(eq(packs.id, id), eq(packs.owner, owner), eq(packs.status, 'owned')))
        .returning();
      return row;
    },

    async saveOutcome(
      id: string,
      outcome: StoredPackOutcome,
      granted: GrantedAssets,
      tx: Database = db,
    ): Promise<void> {
      await tx.update(packs).set({ outcome, granted }).where(eq(packs.id, id));
    },

    /** Claims the day's free pack of a type; false when the wallet already claimed it that day. */
    async claimFreePack(row: typeof freePackClaims.$inferInsert, tx: Database = db): Promise<boolean> {
      const inserted = await tx
        .insert(freePackClaims)
        .values(row)
        .onConflictDoNothing()
        .returning({ packId: freePackClaims.packId });
      return inserted.length === 1;
    },
  };
}

export type PacksRepo = ReturnType<typeof createPacksRepo>;
