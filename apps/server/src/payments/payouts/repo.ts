import { and, asc, eq, inArray, isNull, lte, or, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { payouts } from './tables.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutStatus = PayoutRow['status'];
/** A new payout as the outbox accepts it (sending fills in the rest). */
export type NewPayoutRow = Pick<
  PayoutRow,
  'id' | 'kind' | 'wallet' | 'amount' | 'sourcePool' | 'dedupeKey' | 'status' | 'historyId' | 'createdAt'
>;

const OPEN: PayoutStatus[] = ['pending', 'sent'];
/** Rows per insert statement: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 20_000;

export function createPayoutsRepo(db: Database) {
  return {
    /** Inserts unless the dedupe key exists; returns the row and whether this call made it. */
    async insertOnce(
      row: typeof payouts.$inferInsert,
      tx: Database = db,
    ): Promise<{ row: PayoutRow; inserted: boolean }> {
      const [inserted] = await tx.insert(payouts).values(row).onConflictDoNothing().returning();
      if (inserted) return { row: inserted, inserted: true };
      const [existing] = await tx.select().from(payouts).where(eq(payouts.dedupeKey, row.dedupeKey));
      return { row: existing!, inserted: false };
    },

    /**
     * Inserts many rows, skipping dedupe keys that exist; returns the rows this
     * call made. Each chunk is one statement over column arrays (unnest), so
     * 100,000 payouts cost a few statements, not 100,000 bound tuples.
     */
    async insertManyOnce(rows: readonly NewPayoutRow[], tx: Database = db): Promise<PayoutRow[]> {
      const inserted: PayoutRow[] = [];
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const chunk = rows.slice(start, start + INSERT_CHUNK);
        const column = <T>(pick: (row: NewPayoutRow) => T) => sql.param(chunk.map(pick));
        const made = await tx
          .insert(payouts)
          .select(
            sql`select id, kind, wallet, amount, source_pool, dedupe_key, status, null, null, null, 0, null, null, history_id, created_at
                from unnest(
                  ${column((row) => row.id)}::uuid[], ${column((row) => row.kind)}::text[],
                  ${column((row) => row.wallet)}::text[], ${column((row) => row.amount.toString())}::bigint[],
                  ${column((row) => row.sourcePool)}::text[], ${column((row) => row.dedupeKey)}::text[],
                  ${column((row) => row.status)}::text[], ${column((row) => row.historyId ?? null)}::uuid[],
                  ${column((row) => row.createdAt.toISOString())}::timestamptz[]
                ) as input(id, kind, wallet, amount, source_pool, dedupe_key, status, history_id, created_at)`,
          )
          .onConflictDoNothing()
          .returning();
        inserted.push(...made);
      }
      return inserted;
    },

    /** Ids of pending payouts of one kind that are due now, oldest first. */
    async listDueIdsOfKind(kind: string, now: Date, limit: number, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(
          and(
            eq(payouts.status, 'pending'),
            eq(payouts.kind, kind),
            or(isNull(payouts.nextAttemptAt), lte(payouts.nextAttemptAt, now)),
          ),
        )
        .orderBy(asc(payouts.createdAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async find(id: string, tx: Database = db): Promise<PayoutRow | undefined> {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, id));
      return row;
    },

    async findByDedupeKey(dedupeKey: string, tx: Database = db): Promise<PayoutRow | undefined> {
      const [row] = await tx.select().from(payouts).where(eq(payouts.dedupeKey, dedupeKey));
      return row;
    },

    async findMany(ids: readonly string[], tx: Database = db): Promise<PayoutRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(payouts)
        .where(inArray(payouts.id, [...ids]))
        .orderBy(asc(payouts.createdAt));
    },

    /** Moves one row from a status to another; undefined when it was not in `from`. */
    async transition(
      id: string,
      from: PayoutStatus,
      changes: Partial<Omit<PayoutRow, 'id' | 'dedupeKey'>>,
      tx: Database = db,
    ): Promise<PayoutRow | undefined> {
      const [row] = await tx
        .update(payouts)
        .set(changes)
        .where(and(eq(payouts.id, id), eq(payouts.status, from)))
        .returning();
      return row;
    },

    /** Serialises cover checks of one pool until the caller's transaction ends. */
    async lockPool(pool: string, tx: Database): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payouts:${pool}`}))`);
    },

    /** Base units the pool still owes: accepted payouts not yet confirmed. */
    async openTotal(pool: string, tx: Database = db): Promise<bigint> {
      const [row] = await tx
        .select({ total: sum(payouts.amount) })
        .from(payouts)
        .where(and(eq(payouts.sourcePool, pool), inArray(payouts.status, OPEN)));
      return BigInt(row?.total ?? 0);
    },

    async update(id: string, changes: Partial<PayoutRow>, tx: Database = db): Promise<void> {
      await tx.update(payouts).set(changes).where(eq(payouts.id, id));
    },

    /**
     * Claims every row of a batch for one transaction in one statement; all
     * or none (the caller's transaction rolls back on a partial claim).
     */
    async claimBatch(
      ids: readonly string[],
      sent: { signature: string; blockhash: string; sentAt: Date },
      tx: Database,
    ): Promise<PayoutRow[]> {
      return tx
        .update(payouts)
        .set({ ...sent, status: 'sent', attempts: sql`${payouts.attempts} + 1`, nextAttemptAt: null })
        .where(and(inArray(payouts.id, [...ids]), eq(payouts.status, 'pending')))
        .returning();
    },

    /** Every row paid by a transaction that landed. */
    async confirmSignature(signature: string, tx: Database = db): Promise<PayoutRow[]> {
      return tx
        .update(payouts)
        .set({ status: 'confirmed', nextAttemptAt: null })
        .where(and(eq(payouts.signature, signature), eq(payouts.status, 'sent')))
        .returning();
    },

    /** Puts the rows of a transaction that can never land back in line. */
    async requeueSignature(
      signature: string,
      changes: { lastError: string; nextAttemptAt: Date },
      tx: Database = db,
    ): Promise<PayoutRow[]> {
      return tx
        .update(payouts)
        .set({ ...changes, status: 'pending', signature: null, blockhash: null })
        .where(and(eq(payouts.signature, signature), eq(payouts.status, 'sent')))
        .returning();
    },

    /** Postpones pending rows that could not be sent (e.g. the pool is short). */
    async defer(
      ids: readonly string[],
      changes: { lastError: string; nextAttemptAt: Date },
      tx: Database = db,
    ): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(payouts)
        .set({ ...changes, attempts: sql`${payouts.attempts} + 1` })
        .where(and(inArray(payouts.id, [...ids]), eq(payouts.status, 'pending')));
    },

    async listBySignature(signature: string, tx: Database = db): Promise<PayoutRow[]> {
      return tx.select().from(payouts).where(eq(payouts.signature, signature));
    },

    async listSent(limit: number, tx: Database = db): Promise<PayoutRow[]> {
      return tx
        .select()
        .from(payouts)
        .where(eq(payouts.status, 'sent'))
        .orderBy(asc(payouts.sentAt))
        .limit(limit);
    },

    /** Pending rows whose backoff is over; fresh ones only after `freshBefore` (their creator sends them). */
    async listDue(now: Date, freshBefore: Date, limit: number, tx: Database = db): Promise<PayoutRow[]> {
      return tx
        .select()
        .from(payouts)
        .where(
          and(
            eq(payouts.status, 'pending'),
            or(isNull(payouts.nextAttemptAt), lte(payouts.nextAttemptAt, now)),
            or(sql`${payouts.attempts} > 0`, lte(payouts.createdAt, freshBefore)),
          ),
        )
        .orderBy(asc(payouts.createdAt))
        .limit(limit);
    },

    async listPendingSince(cutoff: Date, limit: number, tx: Database = db): Promise<PayoutRow[]> {
      return tx
        .select()
        .from(payouts)
        .where(and(eq(payouts.status, 'pending'), lte(payouts.createdAt, cutoff)))
        .orderBy(asc(payouts.createdAt))
        .limit(limit);
    },

    /** Dedupe keys of a wallet's payouts not landed yet (open payouts are few: the status index finds them). */
    async openKeysOf(wallet: string, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ dedupeKey: payouts.dedupeKey })
        .from(payouts)
        .where(and(inArray(payouts.status, ['pending', 'sent']), eq(payouts.wallet, wallet)));
      return rows.map((row) => row.dedupeKey);
    },

    /** How many payouts are in each of these statuses (the status index answers it); absent ones count 0. */
    async countByStatus(
      statuses: readonly PayoutStatus[],
      tx: Database = db,
    ): Promise<Record<PayoutStatus, number>> {
      const rows = await tx
        .select({ status: payouts.status, count: sql<number>`count(*)::int` })
        .from(payouts)
        .where(inArray(payouts.status, [...statuses]))
        .groupBy(payouts.status);
      const counts = { pending: 0, sent: 0, confirmed: 0, failed: 0 };
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },

    async listByStatus(status: PayoutStatus, limit: number, tx: Database = db): Promise<PayoutRow[]> {
      return tx
        .select()
        .from(payouts)
        .where(eq(payouts.status, status))
        .orderBy(asc(payouts.createdAt))
        .limit(limit);
    },
  };
}

export type PayoutsRepo = ReturnType<typeof createPayoutsRepo>;
