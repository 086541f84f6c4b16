import type { HeroAsset } from '@wos/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { heroes } from './tables.ts';

export function createHeroesService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** Heroes of a wallet with the ids of their equipped items. */
    async listOwned(owner: string, equippedItemIds: (heroId: string) => string[]): Promise<HeroAsset[]> {
      const rows = await db
        .select()
        .from(heroes)
        .where(eq(heroes.owner, owner))
        .orderBy(asc(heroes.purchasedAt));
      return rows.map((row) => ({
        id: row.id,
        hero_id: row.heroId,
        name: row.name,
        rarity: row.rarity,
        power: row.power,
        level: row.level,
        experience: row.experience,
        equipped_items: equippedItemIds(row.id),
        purchased_at: row.purchasedAt.toISOString(),
      }));
    },
  };
}

export type HeroesService = ReturnType<typeof createHeroesService>;
