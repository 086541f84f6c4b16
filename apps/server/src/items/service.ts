import type { ItemAsset } from '@wos/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { items } from './tables.ts';

export interface OwnedItems {
  items: ItemAsset[];
  /** Ids of the items equipped on a hero. */
  equippedOn(heroId: string): string[];
}

export function createItemsService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async listOwned(owner: string): Promise<OwnedItems> {
      const rows = await db.select().from(items).where(eq(items.owner, owner)).orderBy(asc(items.acquiredAt));
      const byHero = new Map<string, string[]>();
      for (const row of rows) {
        if (row.equippedHeroId)
          byHero.set(row.equippedHeroId, [...(byHero.get(row.equippedHeroId) ?? []), row.id]);
      }
      return {
        items: rows.map((row) => ({
          id: row.id,
          item_id: row.itemId,
          equipped: row.equipped,
          durability: row.durability,
          charges: row.charges,
        })),
        equippedOn: (heroId) => byHero.get(heroId) ?? [],
      };
    },
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
