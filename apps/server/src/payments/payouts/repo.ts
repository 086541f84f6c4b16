import { and, asc, eq, inArray, isNull, lte, or, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/rows.ts';
import { type UnnestColumn, unnestRows } from '../../db/unnest-rows.ts';
import { payouts } from './tables.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutStatus = PayoutRow['status'];
/** What sending a payout reads of its row. */
export type SendableRow = Pick<PayoutRow, 'id' | 'wallet' | 'amount' | 'sourcePool' | 'status' | 'attempts'>;

const sendable = {
  id: payouts.id,
  wallet: payouts.wallet,
  amount: payouts.amount,
  sourcePool: payouts.sourcePool,
  status: payouts.status,
  attempts: payouts.attempts,
};

/** A row just confirmed: what completing its history needs. */
export interface ConfirmedRow {
  id: string;
  historyId: string | null;
  signature: string;
}
/** A new payout as the outbox accepts it (sending fills in the rest). */
export type NewPayoutRow = Pick<
  PayoutRow,
  'id' | 'kind' | 'wallet' | 'amount' | 'sourcePool' | 'dedupeKey' | 'status' | 'historyId' | 'createdAt'
>;

const OPEN: PayoutStatus[] = ['pending', 'sent'];

/**
 * The last error of a payout put off because its pool could not cover it:
 * waiting for the pool, not a failed attempt (nothing was sent).
 */
export const POOL_SHORT_ERROR = 'pool short of WLO';

/** `column = any($1)`: one array parameter however many ids (an IN list binds one per id). */
const anyOf = (column: typeof payouts.id | typeof payouts.signature, values: readonly string[]) =>
  sql`${column} = any(${sql.param([...values])}::${sql.raw(column === payouts.id ? 'uuid' : 'text')}[])`;
/** Rows per insert statement: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 20_000;

/** A new payout's columns as insertManyOnce binds them. */
const payoutColumns = {
  id: { type: 'uuid', value: (row) => row.id },
  kind: { type: 'text', value: (row) => row.kind },
  wallet: { type: 'text', value: (row) => row.wallet },
  amount: { type: 'bigint', value: (row) => row.amount.toString() },
  source_pool: { type: 'text', value: (row) => row.sourcePool },
  dedupe_key: { type: 'text', value: (row) => row.dedupeKey },
  status: { type: 'text', value: (row) => row.status },
  history_id: { type: 'uuid', value: (row) => row.historyId ?? null },
  created_at: { type: 'timestamptz', value: (row) => row.createdAt.toISOString() },
} satisfies Record<string, UnnestColumn<NewPayoutRow>>;

/** Pending payouts of `kind` whose next attempt is due at `now`. */
const dueOfKind = (kind: string, now: Date) =>
  and(
    eq(payouts.status, 'pending'),
    eq(payouts.kind, kind),
    or(isNull(payouts.nextAttemptAt), lte(payouts.nextAttemptAt, now)),
  );

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
     * 100,000 payouts cost a few statements, not 100,000 bound tuples. Only a
     * count comes back; when some keys existed, the rows made are those whose
     * ids (new, the caller's) are in the table.
     */
    async insertManyOnce(rows: readonly NewPayoutRow[], tx: Database = db): Promise<NewPayoutRow[]> {
      const made: NewPayoutRow[] = [];
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const chunk = rows.slice(start, start + INSERT_CHUNK);
        const input = unnestRows(chunk, payoutColumns, ['id', 'wallet', 'dedupe_key']);
        const c = input.column;
        const [counted] = await queryRows<{ inserted: number }>(
          tx,
          sql`with inserted as (
                insert into payouts (id, kind, wallet, amount, source_pool, dedupe_key, status, attempts, history_id, created_at)
                select ${c('id')}, ${c('kind')}, ${c('wallet')}, ${c('amount')}, ${c('source_pool')}, ${c('dedupe_key')},
                       ${c('status')}, 0, ${c('history_id')}, ${c('created_at')}
                from ${input.from}
                on conflict do nothing
                returning 1)
              select count(*)::int as inserted from inserted`,
        );
        if (counted?.inserted === chunk.length) {
          made.push(...chunk);
          continue;
        }
        const present = await tx
          .select({ id: payouts.id })
          .from(payouts)
          .where(
            anyOf(
              payouts.id,
              chunk.map((row) => row.id),
            ),
          );
        const ids = new Set(present.map((row) => row.id));
        made.push(...chunk.filter((row) => ids.has(row.id)));
      }
      return made;
    },

    /** Ids of pending payouts of one kind that are due now, oldest first. */
    async listDueIdsOfKind(kind: string, now: Date, limit: number, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(dueOfKind(kind, now))
        .orderBy(asc(payouts.createdAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Pending payouts of one kind that are due now, oldest first, then by id (a
     * batch's ids ascend, so one group's rows sit on neighbouring index pages):
     * a dispatcher's next rows, in one statement.
     */
    async listDueOfKind(kind: string, now: Date, limit: number, tx: Database = db): Promise<SendableRow[]> {
      return tx
        .select(sendable)
        .from(payouts)
        .where(dueOfKind(kind, now))
        .orderBy(asc(payouts.createdAt), asc(payouts.id))
        .limit(limit);
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
      return tx.select().from(payouts).where(anyOf(payouts.id, ids)).orderBy(asc(payouts.createdAt));
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
     * Claims the rows of several transactions in one statement, each row with
     * its transaction's signature, only while pending; returns how many it
     * claimed (the caller's transaction rolls back unless all). Rows are found
     * by primary key only (`status || ''` is no index's key): a status index
     * would visit every row of that status, and every earlier version of one
     * until a vacuum, which made a 100,000-row week quadratic.
     */
    async claimMany(
      claims: readonly { id: string; signature: string }[],
      sent: { blockhash: string; sentAt: Date },
      tx: Database,
    ): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`update payouts set status = 'sent', signature = claim.signature, blockhash = ${sent.blockhash},
              sent_at = ${sent.sentAt.toISOString()}::timestamptz, attempts = payouts.attempts + 1, next_attempt_at = null
            from unnest(${sql.param(claims.map((claim) => claim.id))}::uuid[],
                        ${sql.param(claims.map((claim) => claim.signature))}::text[]) as claim(id, signature)
            where payouts.id = claim.id and (payouts.status || '') = 'pending'
            returning payouts.id`,
      );
      return rows.length;
    },

    /**
     * Confirms rows whose transaction landed, each still `sent` with that
     * signature, in one statement (by primary key, as claimMany); returns what
     * each row's history needs.
     */
    async confirmLanded(
      landed: readonly { id: string; signature: string }[],
      tx: Database = db,
    ): Promise<ConfirmedRow[]> {
      if (landed.length === 0) return [];
      return queryRows<ConfirmedRow>(
        tx,
        sql`update payouts set status = 'confirmed', next_attempt_at = null
            from unnest(${sql.param(landed.map((row) => row.id))}::uuid[],
                        ${sql.param(landed.map((row) => row.signature))}::text[]) as landed(id, signature)
            where payouts.id = landed.id and payouts.signature = landed.signature and (payouts.status || '') = 'sent'
            returning payouts.id, payouts.history_id as "historyId", payouts.signature`,
      );
    },

    /** Every row paid by transactions that landed (the reconciler, which knows only signatures). */
    async confirmSignatures(signatures: readonly string[], tx: Database = db): Promise<ConfirmedRow[]> {
      if (signatures.length === 0) return [];
      const rows = await tx
        .update(payouts)
        .set({ status: 'confirmed', nextAttemptAt: null })
        .where(and(anyOf(payouts.signature, signatures), eq(payouts.status, 'sent')))
        .returning({ id: payouts.id, historyId: payouts.historyId, signature: payouts.signature });
      return rows.map((row) => ({ ...row, signature: row.signature! }));
    },

    /**
     * Puts rows of transactions that can never land back in line, each only
     * while still `sent` with that signature (by primary key, as claimMany).
     */
    async requeueSent(
      rows: readonly { id: string; signature: string }[],
      changes: { lastError: string; nextAttemptAt: Date },
      tx: Database = db,
    ): Promise<number> {
      if (rows.length === 0) return 0;
      const requeued = await queryRows<{ id: string }>(
        tx,
        sql`update payouts set status = 'pending', signature = null, blockhash = null,
              last_error = ${changes.lastError}, next_attempt_at = ${changes.nextAttemptAt.toISOString()}::timestamptz
            from unnest(${sql.param(rows.map((row) => row.id))}::uuid[],
                        ${sql.param(rows.map((row) => row.signature))}::text[]) as failed(id, signature)
            where payouts.id = failed.id and payouts.signature = failed.signature and (payouts.status || '') = 'sent'
            returning payouts.id`,
      );
      return requeued.length;
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
        .where(and(anyOf(payouts.id, ids), eq(payouts.status, 'pending')));
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
