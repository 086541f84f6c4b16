import { count, desc, sql } from 'drizzle-orm';
import { type Statement, statement } from '../../db/batch.ts';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/rows.ts';
import { feeSplits } from './tables.ts';

export type FeeSplitRow = typeof feeSplits.$inferSelect;

const insertSplit = statement(
  'fees_insert_split',
  `INSERT INTO fee_splits (id, source, source_id, wallet, token, total, shares, signature, created_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
);

/** A split's row as a statement of the paying flow's batch (db/batch.ts); a repeat changes nothing. */
export function insertSplitStatement(row: typeof feeSplits.$inferInsert): Statement {
  return insertSplit(
    row.id,
    row.source,
    row.sourceId,
    row.wallet,
    row.token,
    row.total,
    row.shares,
    row.signature,
    row.createdAt,
  );
}

export function createFeesRepo(db: Database) {
  return {
    /** Records a split once per paying flow: a repeat (same source and id) changes nothing. */
    async insert(row: typeof feeSplits.$inferInsert, tx: Database = db): Promise<void> {
      await tx.insert(feeSplits).values(row).onConflictDoNothing();
    },

    async page(limit: number, offset: number, tx: Database = db) {
      const [rows, totals] = await Promise.all([
        tx
          .select()
          .from(feeSplits)
          .orderBy(desc(feeSplits.createdAt), desc(feeSplits.id))
          .limit(limit)
          .offset(offset),
        tx.select({ total: count() }).from(feeSplits),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** WLO base units the splits burned. */
    async burnedWlo(tx: Database = db): Promise<bigint> {
      const [row] = await queryRows<{ total: string | null }>(
        tx,
        sql`SELECT sum((share->>'amount')::numeric)::text AS total
            FROM fee_splits, jsonb_array_elements(shares) AS share
            WHERE token = 'WLO' AND share->>'name' = 'burn'`,
      );
      return BigInt(row?.total ?? 0);
    },
  };
}

export type FeesRepo = ReturnType<typeof createFeesRepo>;
