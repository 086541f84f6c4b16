import { type FarmerAsset, fromBaseUnits, WLO_DECIMALS } from '@wos/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { farmers } from './tables.ts';

export function createFarmersService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async listOwned(owner: string): Promise<FarmerAsset[]> {
      const rows = await db
        .select()
        .from(farmers)
        .where(eq(farmers.owner, owner))
        .orderBy(asc(farmers.purchasedAt));
      return rows.map((row) => ({
        id: row.id,
        farmer_id: row.farmerId,
        name: row.name,
        rarity: row.rarity,
        level: row.level,
        base_yield_per_hour: fromBaseUnits(row.baseYieldPerHour, WLO_DECIMALS),
        power: row.power,
        purchased_at: row.purchasedAt.toISOString(),
        last_harvested: row.lastHarvested.toISOString(),
      }));
    },
  };
}

export type FarmersService = ReturnType<typeof createFarmersService>;
