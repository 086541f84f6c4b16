import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { payouts } from './tables.ts';

export type PayoutRow = typeof payouts.$inferSelect;

export function createPayoutsRepo(db: Database) {
  return {
    /** Inserts unless the dedupe key exists; returns the row either way. */
    async insertOnce(row: typeof payouts.$inferInsert, tx: Database = db): Promise<PayoutRow> {
      const [inserted] = await tx.insert(payouts).values(row).onConflictDoNothing().returning();
      if (inserted) return inserted;
      const [existing] = await tx.select().from(payouts).where(eq(payouts.dedupeKey, row.dedupeKey));
      return existing!;
    },

    async find(id: string, tx: Database = db): Promise<PayoutRow | undefined> {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, id));
      return row;
    },

    async transition(
      id: string,
      from: PayoutRow['status'],
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

    async listOpen(tx: Database = db): Promise<PayoutRow[]> {
      return tx
        .select()
        .from(payouts)
        .where(inArray(payouts.status, ['pending', 'sent']))
        .limit(200);
    },
  };
}

export type PayoutsRepo = ReturnType<typeof createPayoutsRepo>;
