import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { WalletChanges } from '../../platform/cache/wallet-changes.ts';
import { items } from './tables.ts';

export type ItemRow = typeof items.$inferSelect;

/** `walletChanges` hears of every item written, so its owner's cached assets are dropped. */
export function createItemsRepo(db: Database, walletChanges?: WalletChanges) {
  return {
    /** Announces a change of `wallet`'s assets the rows no longer show (a transfer's previous owner). */
    announce(wallet: string, tx: Database): void {
      walletChanges?.changed(wallet, tx);
    },

    async insert(row: typeof items.$inferInsert, tx: Database = db): Promise<ItemRow> {
      const [inserted] = await tx.insert(items).values(row).returning();
      walletChanges?.changed(row.owner, tx);
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
      // The new owner; a transfer announces the previous one itself (tradeable.ts).
      if (row) walletChanges?.changed(row.owner, tx);
      return row;
    },

    /** Takes every item off these heroes (they left the wallet, e.g. consumed by a merge). */
    async unequipFrom(heroIds: readonly string[], tx: Database): Promise<void> {
      if (heroIds.length === 0) return;
      const unequipped = await tx
        .update(items)
        .set({ equipped: null, equippedHeroId: null })
        .where(inArray(items.equippedHeroId, [...heroIds]))
        .returning({ owner: items.owner });
      walletChanges?.changedMany(
        unequipped.map((row) => row.owner),
        tx,
      );
    },

    async remove(id: string, tx: Database): Promise<void> {
      const removed = await tx.delete(items).where(eq(items.id, id)).returning({ owner: items.owner });
      walletChanges?.changedMany(
        removed.map((row) => row.owner),
        tx,
      );
    },
  };
}

export type ItemsRepo = ReturnType<typeof createItemsRepo>;
