import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { farmers } from './tables.ts';

export type FarmerRow = typeof farmers.$inferSelect;

export function createFarmersRepo(db: Database) {
  return {
    async insert(row: typeof farmers.$inferInsert, tx: Database = db): Promise<FarmerRow> {
      const [inserted] = await tx.insert(farmers).values(row).returning();
      return inserted!;
    },

    async find(id: string, tx: Database = db): Promise<FarmerRow | undefined> {
      const [row] = await tx.select().from(farmers).where(eq(farmers.id, id));
      return row;
    },

    async findMany(ids: readonly string[], tx: Database = db): Promise<FarmerRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(farmers)
        .where(inArray(farmers.id, [...ids]));
    },

    async listByOwner(owner: string, tx: Database = db): Promise<FarmerRow[]> {
      return tx
        .select()
        .from(farmers)
        .where(eq(farmers.owner, owner))
        .orderBy(asc(farmers.purchasedAt), asc(farmers.id));
    },

    /**
     * Locks every farmer of the wallet for the rest of the transaction, in id
     * order (so two callers never deadlock): harvests and merges of one wallet
     * queue up behind each other.
     */
    async lockByOwner(owner: string, tx: Database): Promise<FarmerRow[]> {
      return tx.select().from(farmers).where(eq(farmers.owner, owner)).orderBy(asc(farmers.id)).for('update');
    },

    /** Farmers of the wallet that could merge into `chosen`: same catalogue entry, same level. */
    async mergeCandidates(chosen: FarmerRow, tx: Database): Promise<FarmerRow[]> {
      return tx
        .select()
        .from(farmers)
        .where(
          and(
            eq(farmers.owner, chosen.owner),
            eq(farmers.farmerId, chosen.farmerId),
            eq(farmers.level, chosen.level),
            ne(farmers.id, chosen.id),
          ),
        )
        .orderBy(asc(farmers.purchasedAt), asc(farmers.id));
    },

    async update(id: string, changes: Partial<FarmerRow>, tx: Database = db): Promise<FarmerRow | undefined> {
      const [row] = await tx.update(farmers).set(changes).where(eq(farmers.id, id)).returning();
      return row;
    },

    async setLastHarvested(owner: string, at: Date, tx: Database): Promise<void> {
      await tx.update(farmers).set({ lastHarvested: at }).where(eq(farmers.owner, owner));
    },

    async remove(ids: readonly string[], tx: Database): Promise<void> {
      if (ids.length === 0) return;
      await tx.delete(farmers).where(inArray(farmers.id, [...ids]));
    },
  };
}

export type FarmersRepo = ReturnType<typeof createFarmersRepo>;
