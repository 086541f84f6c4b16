import {
  type FarmerAsset,
  farmerById,
  fromBaseUnits,
  toBaseUnits,
  type WalletFarmers,
  WLO_DECIMALS,
  WosError,
} from '@wos/shared';
import type { WalletService } from '../../account/wallet/service.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { Database } from '../../db/database.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { createHarvest } from './harvest.ts';
import { createFarmerLevelUp } from './level-up.ts';
import type { FarmersRepo, OwnerRarityPower } from './repo.ts';
import { createTradeableFarmers } from './tradeable.ts';
import { farmerView } from './view.ts';
import { unpaidYield } from './yield.ts';

export interface GrantFarmer {
  owner: string;
  /** Catalogue id, e.g. `agribot-3000`. */
  catalogueId: string;
  acquiredAt: Date;
  /**
   * WLO base units the game received for it, its cost basis (docs/rules.md §5): its share of the paid
   * pack it came from. 0 (the default: nothing was paid, e.g. a free pack) is bound, never sold to the treasury.
   */
  costBasis?: bigint;
}

export function createFarmersService(deps: {
  db: Database;
  repo: FarmersRepo;
  payouts: PayoutsService;
  wallet: WalletService;
  clock: Clock;
}) {
  const { db, repo, clock } = deps;
  // Readers that cache aggregates of farmers (the leaderboard) drop them on a change, once it
  // committed (afterCommit): a reader told earlier could rebuild from the old rows.
  const listeners: Array<() => void> = [];
  const changed = (tx: Database = db) => {
    afterCommit(tx, () => {
      for (const listener of listeners) listener();
    });
  };
  const harvest = createHarvest(deps);
  const levelUp = createFarmerLevelUp(deps);
  return {
    /** Calls `listener` once farmers granted, moved or levelled up in this process have committed. */
    onChange(listener: () => void): void {
      listeners.push(listener);
    },

    /** Gives the wallet a level-1 farmer of the catalogue, inside the caller's transaction (pack opening). */
    async grant(tx: Database, input: GrantFarmer): Promise<{ id: string }> {
      const entry = farmerById(input.catalogueId);
      if (!entry)
        throw new WosError('FARMERS__NOT_IN_CATALOGUE', { message: `Unknown farmer: ${input.catalogueId}` });
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
          costBasis: input.costBasis ?? 0n,
        },
        tx,
      );
      changed(tx);
      return { id: row.id };
    },

    /** One owned farmer with the specification's fields. */
    async view(tx: Database, id: string): Promise<FarmerAsset> {
      const row = await repo.find(id, tx);
      if (!row) throw new WosError('FARMERS__NOT_FOUND');
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

    /** GET /farmers/{address}: the farmers, what they earned and not been paid, and their yield per hour. */
    async ofWallet(owner: string): Promise<WalletFarmers> {
      const [rows, credit] = await Promise.all([repo.listByOwner(owner), repo.creditOf(owner)]);
      const now = clock.now();
      const pending = rows.reduce((sum, row) => sum + unpaidYield(row, now), credit);
      const farmers = rows.map(farmerView);
      const perHour = farmers.reduce((sum, farmer) => sum + farmer.effectiveYield, 0);
      return {
        farmers,
        pendingRewards: fromBaseUnits(pending, WLO_DECIMALS),
        totalYieldPerHour: Math.round(perHour * 1e6) / 1e6,
      };
    },

    harvest,

    /**
     * What the farming pool is drawn on (the operator's runway): WLO base
     * units the players' farmers yield a day now, and what they earned and
     * were not paid at `at` (harvest's own rule, summed in one statement).
     */
    async yieldDraw(at: Date = clock.now()): Promise<{ perDay: bigint; unpaid: bigint }> {
      return repo.yieldDraw(at);
    },

    /** Listing, unlisting and handing farmers over, for the marketplace. */
    tradeable: createTradeableFarmers({ repo, changed }),

    async levelUp(walletAddress: string, farmerId: string) {
      const result = await levelUp(walletAddress, farmerId);
      changed();
      return result;
    },

    /** Per owner (owner, tenfold_power), as a subquery: the weekly rewards' weights. */
    powerByOwnerSql: () => repo.powerByOwnerSql(),

    /** The same as a subquery (owner, rarity, farmers, tenfold_power), for the ranking's one statement. */
    powerByOwnerAndRaritySql: () => repo.powerByOwnerAndRaritySql(),

    /** Every wallet's farmers and tenfold power per rarity (leaderboard, weekly rewards). */
    powerByOwnerAndRarity(tx?: Database): Promise<OwnerRarityPower[]> {
      return repo.powerByOwnerAndRarity(tx);
    },
  };
}

export type FarmersService = ReturnType<typeof createFarmersService>;
