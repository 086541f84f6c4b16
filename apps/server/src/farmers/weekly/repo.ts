import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { farmingDistributions } from '../tables.ts';

export type FarmingDistributionRow = typeof farmingDistributions.$inferSelect;

export function createFarmingDistributionsRepo(db: Database) {
  return {
    async insert(row: FarmingDistributionRow, tx: Database = db): Promise<void> {
      await tx.insert(farmingDistributions).values(row);
    },

    async latest(tx: Database = db): Promise<FarmingDistributionRow | undefined> {
      const [row] = await tx
        .select()
        .from(farmingDistributions)
        .orderBy(desc(farmingDistributions.week))
        .limit(1);
      return row;
    },
  };
}

export type FarmingDistributionsRepo = ReturnType<typeof createFarmingDistributionsRepo>;
