import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { items } from './tables.ts';

export type ItemRow = typeof items.$inferSelect;

export function createItemsRepo(db: Database) {
  return {
    async insert(row: typeof items.$inferInsert, tx: Database = db): Promise<ItemRow> {
      const [inserted] = await tx.insert(items).values(row).returning();
      return inserted!;
    },

    async find(id: string, tx: Database = db): Promise<ItemRow | undefined> {
      const [row] = await tx.select().from(items).where(eq(items.id, id));
      return row;
    },

    /** Locks the item for the rest of the transaction: uses and equips of it queue up. */
    async lock(id: string, tx: Database): Promise<ItemRow | undefined> {
      const [row] = await tx.select().from(items).where(eq(items.id, id)).for('update');
      return row;
    },

    async listByOwner(owner: string, tx: Database = db): Promise<ItemRow[]> {
      return tx
        .select()
        .from(items)
        .where(eq(items.owner, owner))
        .orderBy(asc(items.acquiredAt), asc(items.id));
    },

    /** Items equipped on any of these heroes. */
    async listEquippedOn(heroIds: readonly string[], tx: Database = db): Promise<ItemRow[]> {
      if (heroIds.length === 0) return [];
      return tx
        .select()
        .from(items)
        .where(and(inArray(items.equippedHeroId, [...heroIds]), isNotNull(items.equipped)))
        .orderBy(asc(items.acquiredAt), asc(items.id));
    },

    async update(id: string, changes: Partial<ItemRow>, tx: Database = db): Promise<ItemRow | undefined> {
      const [row] = await tx.update(items).set(changes).where(eq(items.id, id)).returning();
      return row;
    },

    /** Takes every item off these heroes (they left the wallet, e.g. consumed by a merge). */
    async unequipFrom(heroIds: readonly string[], tx: Database): Promise<void> {
      if (heroIds.length === 0) return;
      await tx
        .update(items)
        .set({ equipped: null, equippedHeroId: null })
        .where(inArray(items.equippedHeroId, [...heroIds]));
    },

    async remove(id: string, tx: Database): Promise<void> {
      await tx.delete(items).where(eq(items.id, id));
    },
  };
}

export type ItemsRepo = ReturnType<typeof createItemsRepo>;
