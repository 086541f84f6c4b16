import {
  type DrawRarity,
  drawPackOutcome,
  farmerById,
  heroById,
  itemById,
  type OpenPackResponse,
  type PackProofView,
  type PackType,
  packCostBasis,
  packTypeById,
  splitCostBasis,
  WosError,
} from '@wos/shared';
import type { WalletService } from '../../account/wallet/service.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { FarmersService } from '../farmers/service.ts';
import type { HeroesService } from '../heroes/service.ts';
import type { ItemsService } from '../items/service.ts';
import type { PackRow, PacksRepo } from './repo.ts';
import type { GrantedAssets } from './tables.ts';

export function packTypeOf(pack: PackRow): PackType {
  const packType = packTypeById(pack.packTypeId);
  if (!packType) throw new Error(`pack ${pack.id} has unknown type ${pack.packTypeId}`);
  return packType;
}

/** The proof of a pack: its seed and outcome only once opened (before, the commitment alone). */
export function proofOf(pack: PackRow): PackProofView {
  const opened = pack.status === 'opened';
  return {
    packId: pack.id,
    packTypeId: packTypeOf(pack).id,
    assetType: pack.assetType,
    opened,
    commitment: pack.commitment,
    serverSeed: opened ? pack.serverSeed : null,
    clientSeed: opened ? pack.clientSeed : null,
    rarityChances: pack.rarityChances,
    outcome: opened ? (pack.outcome ?? null) : null,
  };
}

/**
 * Opening a pack: the published draw of packages/shared over the committed
 * server seed, the client seed and the pack id picks a rarity, a catalogue
 * entry of it (and a hero pack's item); the assets are granted in the same
 * database transaction that marks the pack opened, so a pack opens once.
 */
export function createPackOpening(deps: {
  db: Database;
  repo: PacksRepo;
  farmers: FarmersService;
  heroes: HeroesService;
  items: ItemsService;
  wallet: WalletService;
  clock: Clock;
}) {
  const { db, repo, farmers, heroes, items, wallet, clock } = deps;

  async function grant(tx: Database, pack: PackRow, entryId: string, itemId: string | null, at: Date) {
    const granted: GrantedAssets = { farmers: [], heroes: [], items: [] };
    // What the game received for the pack, split over what it opens into (docs/rules.md §5): a pack
    // nobody paid for gives cost basis 0, bound assets the treasury never buys back.
    const paid = packCostBasis(packTypeOf(pack), pack);
    if (pack.assetType === 'farmer') {
      const [costBasis = 0n] = splitCostBasis(paid, 1);
      granted.farmers.push(
        (await farmers.grant(tx, { owner: pack.owner, catalogueId: entryId, acquiredAt: at, costBasis })).id,
      );
    } else {
      const [heroBasis = 0n, itemBasis = 0n] = splitCostBasis(paid, itemId ? 2 : 1);
      granted.heroes.push(
        (
          await heroes.grant(tx, {
            owner: pack.owner,
            catalogueId: entryId,
            acquiredAt: at,
            costBasis: heroBasis,
          })
        ).id,
      );
      if (itemId) {
        granted.items.push(
          (await items.grant(tx, { owner: pack.owner, itemId, acquiredAt: at, costBasis: itemBasis })).id,
        );
      }
    }
    return granted;
  }

  async function contentsOf(tx: Database, pack: PackRow, granted: GrantedAssets) {
    if (pack.assetType === 'farmer') {
      return { farmers: await Promise.all(granted.farmers.map((id) => farmers.view(tx, id))) };
    }
    return {
      heroes: await Promise.all(granted.heroes.map((id) => heroes.view(tx, id))),
      items: await Promise.all(granted.items.map((id) => items.view(tx, id))),
    };
  }

  function describe(
    rarity: DrawRarity,
    entryId: string,
    itemId: string | null,
    assetType: PackRow['assetType'],
  ) {
    const entry = assetType === 'farmer' ? farmerById(entryId) : heroById(entryId);
    const item = itemId ? itemById(itemId) : undefined;
    return `${entry?.name ?? entryId} (${rarity})${item ? ` and ${item.name}` : ''}`;
  }

  return {
    async open(owner: string, packId: string, clientSeed: string | undefined): Promise<OpenPackResponse> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        // Without a seed of the player's the wallet address is mixed in: a value the server cannot choose.
        const pack = await repo.claimForOpening(packId, owner, clientSeed ?? owner, now, tx);
        if (!pack) {
          const existing = await repo.findPack(packId, tx);
          if (!existing || existing.owner !== owner) throw new WosError('PACKS__NOT_FOUND');
          throw new WosError('PACKS__ALREADY_OPENED');
        }
        const outcome = drawPackOutcome({
          serverSeedHex: pack.serverSeed,
          clientSeed: pack.clientSeed ?? owner,
          packId: pack.id,
          rarityChances: pack.rarityChances,
          assetType: pack.assetType,
        });
        const granted = await grant(tx, pack, outcome.entryId, outcome.itemId, now);
        await repo.saveOutcome(pack.id, outcome, granted, tx);
        const packName = packTypeOf(pack).name;
        await wallet.record(
          {
            wallet: owner,
            type: 'Pack Opening',
            category: 'packs',
            item: `${packName}: ${describe(outcome.rarity, outcome.entryId, outcome.itemId, pack.assetType)}`,
            amount: 0n,
            token: 'WLO',
          },
          tx,
        );
        return {
          success: true as const,
          contents: await contentsOf(tx, pack, granted),
          proof: proofOf({ ...pack, outcome, granted }),
        };
      });
    },

    async proof(packId: string): Promise<PackProofView> {
      const pack = await repo.findPack(packId);
      if (!pack) throw new WosError('PACKS__NOT_FOUND');
      return proofOf(pack);
    },
  };
}

export type PackOpening = ReturnType<typeof createPackOpening>;
