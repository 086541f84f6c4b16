import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { faucetMints } from './tables.ts';

export type FaucetMintRow = typeof faucetMints.$inferSelect;

export function createFaucetRepo(db: Database) {
  return {
    async insert(row: typeof faucetMints.$inferInsert, tx: Database = db): Promise<void> {
      await tx.insert(faucetMints).values(row);
    },

    /** The oldest mints the chain has not decided yet. */
    async pending(limit: number): Promise<FaucetMintRow[]> {
      return db
        .select()
        .from(faucetMints)
        .where(eq(faucetMints.status, 'pending'))
        .orderBy(asc(faucetMints.createdAt))
        .limit(limit);
    },

    /** Settles pending rows, once: returns those this call settled (another may have got there first). */
    async settle(
      ids: readonly string[],
      status: 'confirmed' | 'failed',
      settledAt: Date,
      tx: Database = db,
    ): Promise<FaucetMintRow[]> {
      if (ids.length === 0) return [];
      return tx
        .update(faucetMints)
        .set({ status, settledAt })
        .where(and(inArray(faucetMints.id, [...ids]), eq(faucetMints.status, 'pending')))
        .returning();
    },
  };
}

export type FaucetRepo = ReturnType<typeof createFaucetRepo>;
