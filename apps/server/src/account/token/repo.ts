import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/rows.ts';
import { tokenPageVisits, tokenPageVisitTotals } from './tables.ts';

const TOTALS_ID = 1;

export interface VisitRecord {
  visitorId: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  visitedAt: Date;
}

export function createTokenRepo(db: Database) {
  return {
    async total(tx: Database = db): Promise<bigint> {
      const [row] = await tx
        .select({ total: tokenPageVisitTotals.total })
        .from(tokenPageVisitTotals)
        .where(eq(tokenPageVisitTotals.id, TOTALS_ID));
      return row?.total ?? 0n;
    },

    /**
     * One statement: the visit row is inserted unless (visitor, day) exists,
     * and the total grows by what was inserted (0 or 1). Concurrent repeats
     * wait on the key and insert nothing, so they add nothing.
     */
    async record(visit: VisitRecord, tx: Database = db): Promise<{ total: bigint; counted: boolean }> {
      const [row] = await queryRows<{ total: string; counted: boolean }>(
        tx,
        sql`WITH inserted AS (
              INSERT INTO ${tokenPageVisits} (visitor_id, day, visited_at)
              VALUES (${visit.visitorId}, ${visit.day}, ${visit.visitedAt.toISOString()})
              ON CONFLICT DO NOTHING
              RETURNING 1
            ), added AS (SELECT count(*)::bigint AS n FROM inserted)
            INSERT INTO ${tokenPageVisitTotals} (id, total)
            SELECT ${TOTALS_ID}, n FROM added
            ON CONFLICT (id) DO UPDATE SET total = ${tokenPageVisitTotals}.total + EXCLUDED.total
            RETURNING total::text AS total, (SELECT n FROM added) > 0 AS counted`,
      );
      if (!row) throw new Error('the visit total was not returned');
      return { total: BigInt(row.total), counted: row.counted };
    },
  };
}

export type TokenRepo = ReturnType<typeof createTokenRepo>;
