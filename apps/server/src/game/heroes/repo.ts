import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { WalletChanges } from '../../platform/cache/wallet-changes.ts';
import { heroes } from './tables.ts';

export type HeroRow = typeof heroes.$inferSelect;

/** `walletChanges` hears of every hero written, so its owner's cached assets are dropped. */
export function createHeroesRepo(db: Database, walletChanges?: WalletChanges) {
  return {
    /** Announces a change of `wallet`'s assets the rows no longer show (a transfer's previous owner). */
    announce(wallet: string, tx: Database): void {
      walletChanges?.changed(wallet, tx);
    },

    async insert(row: typeof heroes.$inferInsert, tx: Database = db): Promise<HeroRow> {
      const [inserted] = await tx.insert(heroes).values(row).returning();
      walletChanges?.changed(row.owner, tx);
      return inserted!;
    },

    async find(id: string, tx: Database = db): Promise<HeroRow | undefined> {
      const [row] = await tx.select().from(heroes).where(eq(heroes.id, id));
      return row;
    },

    async findMany(ids: readonly string[], tx: Database = db): Promise<HeroRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(heroes)
        .where(inArray(heroes.id, [...ids]));
    },

    async listByOwner(owner: string, tx: Database = db): Promise<HeroRow[]> {
      return tx
        .select()
        .from(heroes)
        .where(eq(heroes.owner, owner))
        .orderBy(asc(heroes.purchasedAt), asc(heroes.id));
    },

    /** Locks every hero of the wallet, in id order: level-ups and equips of one wallet queue up. */
    async lockByOwner(owner: string, tx: Database): Promise<HeroRow[]> {
      return tx.select().from(heroes).where(eq(heroes.owner, owner)).orderBy(asc(heroes.id)).for('update');
    },

    /** Locks one hero for the rest of the transaction: equips on it queue up. */
    async lock(id: string, tx: Database): Promise<HeroRow | undefined> {
      const [row] = await tx.select().from(heroes).where(eq(heroes.id, id)).for('update');
      return row;
    },

    async update(id: string, changes: Partial<HeroRow>, tx: Database = db): Promise<HeroRow | undefined> {
      const [row] = await tx.update(heroes).set(changes).where(eq(heroes.id, id)).returning();
      // The new owner; a transfer announces the previous one itself (tradeable.ts).
      if (row) walletChanges?.changed(row.owner, tx);
      return row;
    },

    async remove(ids: readonly string[], tx: Database): Promise<void> {
      if (ids.length === 0) return;
      const removed = await tx
        .delete(heroes)
        .where(inArray(heroes.id, [...ids]))
        .returning({ owner: heroes.owner });
      walletChanges?.changedMany(
        removed.map((row) => row.owner),
        tx,
      );
    },
  };
}

export type HeroesRepo = ReturnType<typeof createHeroesRepo>;
