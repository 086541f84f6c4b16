import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { walletTransactions } from './tables.ts';

export type TransactionRow = typeof walletTransactions.$inferSelect;
export type NewTransactionRow = typeof walletTransactions.$inferInsert;

/** Rows per insert statement: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 2_000;

export function createWalletRepo(db: Database) {
  return {
    async insert(row: NewTransactionRow, tx: Database = db): Promise<TransactionRow> {
      const [inserted] = await tx.insert(walletTransactions).values(row).returning();
      return inserted!;
    },

    /** Many rows in few statements (weekly rewards write one per wallet). */
    async insertMany(rows: readonly NewTransactionRow[], tx: Database = db): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await tx.insert(walletTransactions).values(rows.slice(start, start + INSERT_CHUNK));
      }
    },

    /** Settles pending rows (a payout landed): status and signature, once. */
    async settle(
      ids: readonly string[],
      changes: { status: TransactionRow['status']; signature: string },
      tx: Database = db,
    ): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(walletTransactions)
        .set(changes)
        .where(and(inArray(walletTransactions.id, [...ids]), eq(walletTransactions.status, 'pending')));
    },

    async page(wallet: string, limit: number, offset: number, tx: Database = db) {
      const [rows, totals] = await Promise.all([
        tx
          .select()
          .from(walletTransactions)
          .where(eq(walletTransactions.wallet, wallet))
          .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
          .limit(limit)
          .offset(offset),
        tx.select({ total: count() }).from(walletTransactions).where(eq(walletTransactions.wallet, wallet)),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}

export type WalletRepo = ReturnType<typeof createWalletRepo>;
