import { and, eq, isNull } from 'drizzle-orm';
import { type Statement, statement } from '../../db/batch.ts';
import type { Database } from '../../db/database.ts';
import { discountVouchers } from './tables.ts';

export type VoucherRow = typeof discountVouchers.$inferSelect;

const markUsed = statement(
  'vouchers_mark_used',
  'UPDATE discount_vouchers SET used_at = $3 WHERE id = $1 AND wallet = $2 AND used_at IS NULL RETURNING id',
);

/** markUsed as a statement of a batch: one row when this use took the voucher. */
export const voucherStatements = {
  markUsed: (wallet: string, id: string, now: Date): Statement => markUsed(id, wallet, now),
};

export function createVouchersRepo(db: Database) {
  return {
    async insert(row: typeof discountVouchers.$inferInsert, tx: Database = db): Promise<VoucherRow> {
      const [inserted] = await tx.insert(discountVouchers).values(row).returning();
      return inserted!;
    },

    async find(id: string, tx: Database = db): Promise<VoucherRow | undefined> {
      const [row] = await tx.select().from(discountVouchers).where(eq(discountVouchers.id, id));
      return row;
    },

    async listByWallet(wallet: string, tx: Database = db): Promise<VoucherRow[]> {
      return tx.select().from(discountVouchers).where(eq(discountVouchers.wallet, wallet));
    },

    /** Marks the wallet's voucher used if it is not yet: one statement, so only one caller wins. */
    async markUsed(
      wallet: string,
      id: string,
      now: Date,
      tx: Database = db,
    ): Promise<VoucherRow | undefined> {
      const [row] = await tx
        .update(discountVouchers)
        .set({ usedAt: now })
        .where(
          and(
            eq(discountVouchers.id, id),
            eq(discountVouchers.wallet, wallet),
            isNull(discountVouchers.usedAt),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type VouchersRepo = ReturnType<typeof createVouchersRepo>;
