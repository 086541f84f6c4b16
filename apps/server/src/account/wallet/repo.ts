import { randomUUID } from 'node:crypto';
import type { TransactionFilter } from '@wos/shared';
import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type Statement, statement } from '../../db/batch.ts';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { queryRows } from '../../db/rows.ts';
import { type UnnestColumn, unnestRows } from '../../db/unnest-rows.ts';
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

/**
 * The id comes from here, not the column's gen_random_uuid(): on PGlite each
 * of those opens /dev/urandom through the WASM file system, once per paid
 * action's history row; node's randomUUID draws from a buffered pool.
 */
const insertRow = statement(
  'wallet_insert_transaction',
  `INSERT INTO transactions (id, wallet, type, category, item, amount, token, status, signature, created_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
);

/** A history row as a statement of another feature's batch (db/batch.ts). */
export function insertTransactionStatement(row: Omit<NewTransactionRow, 'id'>): Statement {
  return insertRow(
    randomUUID(),
    row.wallet,
    row.type,
    row.category,
    row.item,
    row.amount,
    row.token,
    row.status,
    row.signature ?? null,
    row.createdAt,
  );
}

/** Rows per insert statement: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 20_000;

/** A history row's columns as insertMany binds them. */
const historyColumns = {
  id: { type: 'uuid', value: (row) => row.id ?? null },
  wallet: { type: 'text', value: (row) => row.wallet },
  type: { type: 'text', value: (row) => row.type },
  category: { type: 'text', value: (row) => row.category },
  item: { type: 'text', value: (row) => row.item },
  amount: { type: 'bigint', value: (row) => row.amount.toString() },
  token: { type: 'text', value: (row) => row.token },
  status: { type: 'text', value: (row) => row.status },
  signature: { type: 'text', value: (row) => row.signature ?? null },
  created_at: { type: 'timestamptz', value: (row) => row.createdAt.toISOString() },
} satisfies Record<string, UnnestColumn<NewTransactionRow>>;

type PageParams = { wallet: string; category?: string; type?: string; limit: number; offset: number };
type PageRow = TransactionRow & { total: number };

/**
 * A page of the history and the filtered total in one statement (a window
 * count), prepared once per filter shape so each is planned on its index:
 * (wallet, created_at, id) or (wallet, category, created_at, id).
 */
function preparedPages(db: Database) {
  const t = walletTransactions;
  const shapes = {
    all: undefined,
    category: eq(t.category, sql.placeholder('category')),
    type: eq(t.type, sql.placeholder('type')),
    both: and(eq(t.category, sql.placeholder('category')), eq(t.type, sql.placeholder('type'))),
  };
  const statements = Object.fromEntries(
    Object.entries(shapes).map(([shape, where]) => [
      shape,
      preparedQuery<PageParams, PageRow[]>(db, `wallet_history_page_${shape}`, (on) =>
        on
          .select({ ...getTableColumns(t), total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(t)
          .where(and(eq(t.wallet, sql.placeholder('wallet')), where))
          .orderBy(desc(t.createdAt), desc(t.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      ),
    ]),
  ) as Record<keyof typeof shapes, (params: PageParams) => Promise<PageRow[]>>;
  return (params: PageParams) => {
    const shape = params.category ? (params.type ? 'both' : 'category') : params.type ? 'type' : 'all';
    return statements[shape](params);
  };
}

export function createWalletRepo(db: Database) {
  const pageOf = preparedPages(db);
  return {
    async insert(row: NewTransactionRow, tx: Database = db): Promise<TransactionRow> {
      const [inserted] = await tx.insert(walletTransactions).values(row).returning();
      return inserted!;
    },

    /** Many rows in few statements over column arrays (weekly rewards write one per wallet). */
    async insertMany(rows: readonly NewTransactionRow[], tx: Database = db): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const chunk = rows.slice(start, start + INSERT_CHUNK);
        const input = unnestRows(chunk, historyColumns, ['id', 'wallet']);
        const c = input.column;
        await tx.execute(sql`
          insert into transactions (id, wallet, type, category, item, amount, token, status, signature, created_at)
          select coalesce(${c('id')}, gen_random_uuid()), ${c('wallet')}, ${c('type')}, ${c('category')}, ${c('item')},
                 ${c('amount')}, ${c('token')}, ${c('status')}, ${c('signature')}, ${c('created_at')}
          from ${input.from}
        `);
      }
    },

    /** Settles pending rows (a payout landed): status and signature, once; returns the wallets settled. */
    async settle(
      ids: readonly string[],
      changes: { status: TransactionRow['status']; signature: string },
      tx: Database = db,
    ): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .update(walletTransactions)
        .set(changes)
        .where(and(inArray(walletTransactions.id, [...ids]), eq(walletTransactions.status, 'pending')))
        .returning({ wallet: walletTransactions.wallet });
      return rows.map((row) => row.wallet);
    },

    /** Completes pending rows, each with its own payment's signature, in one statement; returns their wallets. */
    async completeMany(
      entries: readonly { id: string; signature: string }[],
      tx: Database = db,
    ): Promise<string[]> {
      if (entries.length === 0) return [];
      const rows = await queryRows<{ wallet: string }>(
        tx,
        sql`
        update transactions set status = 'completed', signature = landed.signature
        from unnest(${sql.param(entries.map((entry) => entry.id))}::uuid[],
                    ${sql.param(entries.map((entry) => entry.signature))}::text[]) as landed(id, signature)
        where transactions.id = landed.id and transactions.status = 'pending'
        returning transactions.wallet`,
      );
      return rows.map((row) => row.wallet);
    },

    /** One page of the wallet's history under the filter, newest first, with the filtered total. */
    async page(wallet: string, filter: TransactionFilter, limit: number, offset: number) {
      const found = await pageOf({ wallet, ...filter, limit, offset });
      if (found.length === 0 && offset > 0) {
        // Past the last page the window has no row to count on: count alone.
        const [totals] = await db
          .select({ total: count() })
          .from(walletTransactions)
          .where(matching(wallet, filter));
        return { rows: [], total: totals?.total ?? 0 };
      }
      const rows: TransactionRow[] = found.map(({ total: _total, ...row }) => row);
      return { rows, total: found[0]?.total ?? 0 };
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
