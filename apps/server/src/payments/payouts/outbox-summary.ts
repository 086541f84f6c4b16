import { asc, inArray, sql, sum } from 'drizzle-orm';
import type { PoolName } from '../../chain/pools.ts';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/rows.ts';
import { type PayoutRow, type PayoutStatus, POOL_SHORT_ERROR } from './repo.ts';
import { payouts } from './tables.ts';

/**
 * The outbox as the operator reads it. `pending`: waiting to be sent (never
 * tried, or put off while its pool is short: docs/architecture.md §8.2, a
 * short pool leaves payouts pending); `failed`: its last attempt was refused
 * or failed on chain and it waits for its retry (the engine never gives a
 * payout up), or a row stored as failed; `sent` and `confirmed` as stored.
 * The four partition the rows.
 */
export interface OutboxSummary {
  counts: Record<PayoutStatus, number>;
  /** When the oldest payout still waiting to be sent (pending or failed above) was accepted; null: none. */
  oldestWaitingSince: Date | null;
}

/** A payout as the operator reads it (the outbox's row). */
export type OutboxRow = PayoutRow;

/** A row `failed` in the operator's sense (see OutboxSummary). */
const FAILED_ATTEMPT = sql`(${payouts.status} = 'failed' or (${payouts.status} = 'pending' and ${payouts.lastError} is not null and ${payouts.lastError} <> ${POOL_SHORT_ERROR}))`;

/** Reads of the payouts table for the operator (the console and the gauges), each one statement. */
export function createOutboxSummaryQueries(db: Database) {
  return {
    /**
     * The counts (OutboxSummary) over the status index. Confirmed rows are
     * counted only when `withConfirmed`: they only grow, and a scrape every
     * few seconds need not count them.
     */
    async summary(withConfirmed: boolean): Promise<OutboxSummary> {
      const statuses = withConfirmed
        ? ['pending', 'sent', 'failed', 'confirmed']
        : ['pending', 'sent', 'failed'];
      const [row] = await queryRows<{
        pending: string;
        failed: string;
        sent: string;
        confirmed: string;
        oldest: string | Date | null;
      }>(
        db,
        sql`select count(*) filter (where status = 'pending' and not ${FAILED_ATTEMPT}) as pending,
                   count(*) filter (where ${FAILED_ATTEMPT}) as failed,
                   count(*) filter (where status = 'sent') as sent,
                   count(*) filter (where status = 'confirmed') as confirmed,
                   min(created_at) filter (where status in ('pending', 'failed')) as oldest
            from payouts
            where status = any(${sql.param(statuses)}::text[])`,
      );
      return {
        counts: {
          pending: Number(row?.pending ?? 0),
          sent: Number(row?.sent ?? 0),
          confirmed: Number(row?.confirmed ?? 0),
          failed: Number(row?.failed ?? 0),
        },
        oldestWaitingSince: row?.oldest ? new Date(row.oldest) : null,
      };
    },

    /** Payouts failed in the operator's sense (see OutboxSummary), oldest first. */
    async listFailed(limit: number): Promise<PayoutRow[]> {
      return db.select().from(payouts).where(FAILED_ATTEMPT).orderBy(asc(payouts.createdAt)).limit(limit);
    },

    /** Base units each pool owes (accepted payouts not yet confirmed), by pool name. */
    async openTotals(): Promise<Map<string, bigint>> {
      const rows = await db
        .select({ pool: payouts.sourcePool, total: sum(payouts.amount) })
        .from(payouts)
        .where(inArray(payouts.status, ['pending', 'sent']))
        .groupBy(payouts.sourcePool);
      return new Map(rows.map((row) => [row.pool, BigInt(row.total ?? 0)]));
    },
  };
}

/**
 * What each pool owes on a bare database, for a reader that opens no services
 * (the doctor): `owedByPool()` as the payouts service answers it.
 */
export function payoutsOwedByPool(db: Database) {
  const queries = createOutboxSummaryQueries(db);
  return { owedByPool: () => queries.openTotals() as Promise<Map<PoolName, bigint>> };
}
