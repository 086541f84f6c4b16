import { type FarmerAsset, farmerById, toBaseUnits, WLO_DECIMALS, WosError } from '@wos/shared';
import type { Database } from '../db/database.ts';
import type { FarmersRepo } from './repo.ts';
import { farmerView } from './view.ts';

export interface GrantFarmer {
  owner: string;
  /** Catalogue id, e.g. `agribot-3000`. */
  catalogueId: string;
  acquiredAt: Date;
}

export function createFarmersService(deps: { db: Database; repo: FarmersRepo }) {
  const { db, repo } = deps;
  return {
    /** Gives the wallet a level-1 farmer of the catalogue, inside the caller's transaction (pack opening). */
    async grant(tx: Database, input: GrantFarmer): Promise<{ id: string }> {
      const entry = farmerById(input.catalogueId);
      if (!entry) throw new WosError('NOT_FOUND', `Unknown farmer: ${input.catalogueId}`);
      const row = await repo.insert(
        {
          owner: input.owner,
          farmerId: entry.id,
          name: entry.name,
          rarity: entry.rarity,
          level: 1,
          baseYieldPerHour: toBaseUnits(entry.baseYieldPerHour, WLO_DECIMALS),
          power: entry.basePower,
          purchasedAt: input.acquiredAt,
          // Yield starts when the farmer arrives.
          lastHarvested: input.acquiredAt,
        },
        tx,
      );
      return { id: row.id };
    },

    /** One owned farmer with the specification's fields. */
    async view(tx: Database, id: string): Promise<FarmerAsset> {
      const row = await repo.find(id, tx);
      if (!row) throw new WosError('NOT_FOUND', 'Farmer not found');
      return farmerView(row);
    },

    /** These farmers with the specification's fields, in the order of `ids`. */
    async describeOwned(ids: readonly string[], tx: Database = db): Promise<FarmerAsset[]> {
      const rows = new Map((await repo.findMany(ids, tx)).map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = rows.get(id);
        return row ? [farmerView(row)] : [];
      });
    },

    async listOwned(owner: string): Promise<FarmerAsset[]> {
      return (await repo.listByOwner(owner)).map(farmerView);
    },
  };
}

export type FarmersService = ReturnType<typeof createFarmersService>;
