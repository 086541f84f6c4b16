import { desc, gt } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { farmingDistributions } from '../tables.ts';

export type FarmingDistributionRow = typeof farmingDistributions.$inferSelect;

export function createFarmingDistributionsRepo(db: Database) {
  return {
    async insert(row: FarmingDistributionRow, tx: Database = db): Promise<void> {
      await tx.insert(farmingDistributions).values(row);
    },

    /** The latest week that paid anyone (a week without farmers is recorded, not shown). */
    async latestPaid(tx: Database = db): Promise<FarmingDistributionRow | undefined> {
      const [row] = await tx
        .select()
        .from(farmingDistributions)
        .where(gt(farmingDistributions.wallets, 0))
        .orderBy(desc(farmingDistributions.week))
        .limit(1);
      return row;
    },
  };
}

export type FarmingDistributionsRepo = ReturnType<typeof createFarmingDistributionsRepo>;
