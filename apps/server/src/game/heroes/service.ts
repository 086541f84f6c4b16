import { type HeroAsset, heroById, WosError } from '@wos/shared';
import type { WalletService } from '../../account/wallet/service.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { ItemsService } from '../items/service.ts';
import { createHeroEquipment, type EquipCall } from './equip.ts';
import { createHeroLevelUp } from './level-up.ts';
import type { HeroesRepo } from './repo.ts';
import { createTradeableHeroes } from './tradeable.ts';
import { heroView } from './view.ts';

export interface GrantHero {
  owner: string;
  /** Catalogue id of the hero. */
  catalogueId: string;
  acquiredAt: Date;
  /**
   * WLO base units the game received for it, its cost basis (docs/rules.md §5): its share of the paid
   * pack it came from. 0 (the default: nothing was paid, e.g. a free pack) is bound, never sold to the treasury.
   */
  costBasis?: bigint;
}

export function createHeroesService(deps: {
  db: Database;
  repo: HeroesRepo;
  items: ItemsService;
  wallet: WalletService;
  clock: Clock;
}) {
  const { db, repo, items } = deps;
  const equipment = createHeroEquipment(deps);
  const mergeLevelUp = createHeroLevelUp(deps);

  async function describe(ids: readonly string[], tx: Database): Promise<HeroAsset[]> {
    const rows = new Map((await repo.findMany(ids, tx)).map((row) => [row.id, row]));
    const equipped = await items.equippedOn(ids, tx);
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [heroView(row, equipped.get(id) ?? [])] : [];
    });
  }

  async function view(tx: Database, id: string): Promise<HeroAsset> {
    const [hero] = await describe([id], tx);
    if (!hero) throw new WosError('HEROES__NOT_FOUND');
    return hero;
  }

  return {
    /** Gives the wallet a level-1 hero of the catalogue, inside the caller's transaction (pack opening). */
    async grant(tx: Database, input: GrantHero): Promise<{ id: string }> {
      const entry = heroById(input.catalogueId);
      if (!entry)
        throw new WosError('HEROES__NOT_IN_CATALOGUE', { message: `Unknown hero: ${input.catalogueId}` });
      const row = await repo.insert(
        {
          owner: input.owner,
          heroId: entry.id,
          name: entry.name,
          rarity: entry.rarity,
          power: entry.basePower,
          level: 1,
          experience: 0,
          purchasedAt: input.acquiredAt,
          costBasis: input.costBasis ?? 0n,
        },
        tx,
      );
      return { id: row.id };
    },

    /** One owned hero with the specification's fields and its equipped items. */
    view,

    /** These heroes with the specification's fields, in the order of `ids`. */
    async describeOwned(ids: readonly string[], tx: Database = db): Promise<HeroAsset[]> {
      return describe(ids, tx);
    },

    /** POST /heroes/levelup: merge three of a kind into one a level up. */
    async levelUp(walletAddress: string, heroId: string) {
      const { heroId: id, ...result } = await mergeLevelUp(walletAddress, heroId);
      return { ...result, hero: await view(db, id) };
    },

    async equip(call: EquipCall) {
      const { heroId, ...result } = await equipment.equip(call);
      return { success: true as const, ...result, hero: await view(db, heroId) };
    },

    async unequip(call: EquipCall) {
      const { heroId, ...result } = await equipment.unequip(call);
      return { success: true as const, ...result, hero: await view(db, heroId) };
    },

    /** Listing, unlisting and handing heroes over, for the marketplace. */
    tradeable: createTradeableHeroes({ repo, items }),

    async listOwned(owner: string, tx: Database = db): Promise<HeroAsset[]> {
      const rows = await repo.listByOwner(owner, tx);
      const equipped = await items.equippedOn(
        rows.map((row) => row.id),
        tx,
      );
      return rows.map((row) => heroView(row, equipped.get(row.id) ?? []));
    },
  };
}

export type HeroesService = ReturnType<typeof createHeroesService>;
