import type { TransactionFilter } from '@wos/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { walletTransactions } from './tables.ts';

export type TransactionRow = typeof walletTransactions.$inferSelect;
export type NewTransactionRow = typeof walletTransactions.$inferInsert;

/** Where a history row was in the walk (its sort key: newest first, id breaking ties). */
export interface HistoryCursor {
  createdAt: Date;
  id: string;
}

function matching(wallet: string, filter: TransactionFilter) {
  return and(
    eq(walletTransactions.wallet, wallet),
    filter.category ? eq(walletTransactions.category, filter.category) : undefined,
    filter.type ? eq(walletTransactions.type, filter.type) : undefined,
  );
}

/** Rows per insert statement: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 20_000;

export function createWalletRepo(db: Database) {
  return {
    async insert(row: NewTransactionRow, tx: Database = db): Promise<TransactionRow> {
      const [inserted] = await tx.insert(walletTransactions).values(row).returning();
      return inserted!;
    },

    /** Many rows in few statements over column arrays (weekly rewards write one per wallet). */
    async insertMany(rows: readonly NewTransactionRow[], tx: Database = db): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const chunk = rows.slice(start, start + INSERT_CHUNK);
        const column = <T>(pick: (row: NewTransactionRow) => T) => sql.param(chunk.map(pick));
        await tx.execute(sql`
          insert into transactions (id, wallet, type, category, item, amount, token, status, signature, created_at)
          select coalesce(id, gen_random_uuid()), wallet, type, category, item, amount, token, status, signature, created_at
          from unnest(
            ${column((row) => row.id ?? null)}::uuid[], ${column((row) => row.wallet)}::text[],
            ${column((row) => row.type)}::text[], ${column((row) => row.category)}::text[],
            ${column((row) => row.item)}::text[], ${column((row) => row.amount.toString())}::bigint[],
            ${column((row) => row.token)}::text[], ${column((row) => row.status)}::text[],
            ${column((row) => row.signature ?? null)}::text[], ${column((row) => row.createdAt.toISOString())}::timestamptz[]
          ) as input(id, wallet, type, category, item, amount, token, status, signature, created_at)
        `);
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

    /** One page of the wallet's history under the filter, newest first, with the filtered total. */
    async page(wallet: string, filter: TransactionFilter, limit: number, offset: number, tx: Database = db) {
      const where = matching(wallet, filter);
      const [rows, totals] = await Promise.all([
        tx
          .select()
          .from(walletTransactions)
          .where(where)
          .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
          .limit(limit)
          .offset(offset),
        tx.select({ total: count() }).from(walletTransactions).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /**
     * The next rows of the history under the filter, newest first, strictly after `cursor`
     * (the last row read): a keyset walk that stays exact while new rows arrive.
     */
    async after(
      wallet: string,
      filter: TransactionFilter,
      cursor: HistoryCursor | null,
      limit: number,
      tx: Database = db,
    ): Promise<TransactionRow[]> {
      const before = cursor
        ? sql`(${walletTransactions.createdAt}, ${walletTransactions.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
        : undefined;
      return tx
        .select()
        .from(walletTransactions)
        .where(and(matching(wallet, filter), before))
        .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
        .limit(limit);
    },
  };
}

export type WalletRepo = ReturnType<typeof createWalletRepo>;
