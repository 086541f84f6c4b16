import {
  type OwnedPack,
  PACK_TYPES,
  type PackAssetType,
  type PackType,
  type PackTypeView,
  packTypeById,
  WosError,
} from '@wos/shared';
import type { FreePacks } from './free-packs.ts';
import { packTypeOf } from './opening.ts';
import type { PackRow, PacksRepo } from './repo.ts';

function toPackTypeView(packType: (typeof PACK_TYPES)[number]): PackTypeView {
  return {
    id: packType.id,
    assetType: packType.assetType,
    tier: packType.tier,
    name: packType.name,
    description: packType.description,
    price: packType.price,
    cost: packType.price,
    priceToken: packType.priceToken,
    wloPrice: packType.wloPrice,
    free: packType.price === 0,
    rarityChances: { ...packType.rarityChances },
  };
}

const PACK_TYPE_VIEWS = PACK_TYPES.map(toPackTypeView);

function toOwnedPack(pack: PackRow): OwnedPack {
  const packType = packTypeOf(pack);
  return {
    id: pack.id,
    packId: packType.id,
    assetType: pack.assetType,
    name: packType.name,
    tier: packType.tier,
    rarityChances: pack.rarityChances,
    commitment: pack.commitment,
    purchasedAt: pack.createdAt.toISOString(),
  };
}

/** The pack type a request names, checked against the asset type it says it is for. */
function packTypeFor(packId: string, assetType: PackAssetType | undefined): PackType {
  const packType = packTypeById(packId);
  if (!packType) throw new WosError('PACKS__UNKNOWN_TYPE', { message: `Unknown pack: ${packId}` });
  if (assetType && assetType !== packType.assetType) {
    throw new WosError('PACKS__WRONG_ASSET_TYPE', {
      message: `${packType.name} holds ${packType.assetType}s, not ${assetType}s`,
    });
  }
  return packType;
}

/** The pack store's catalogue, a wallet's unopened packs, and the checks every purchase starts with. */
export function createPacksCatalogue(deps: { repo: PacksRepo; freePacks: FreePacks }) {
  const { repo, freePacks } = deps;
  return {
    types(assetType: PackAssetType | undefined) {
      return {
        data: {
          packTypes: assetType
            ? PACK_TYPE_VIEWS.filter((pack) => pack.assetType === assetType)
            : PACK_TYPE_VIEWS,
        },
      };
    },

    async inventory(owner: string, assetType: PackAssetType | undefined) {
      return { packs: (await repo.listUnopened(owner, assetType)).map(toOwnedPack) };
    },

    packType: packTypeFor,

    /** POST /packs/buy: free packs only (a paid pack goes through prepare and process). */
    async buy(owner: string, packId: string, assetType: PackAssetType | undefined) {
      const pack = await freePacks.claim(owner, packTypeFor(packId, assetType));
      return { success: true as const, pack, message: 'Pack added to your inventory' };
    },
  };
}

export type PacksCatalogue = ReturnType<typeof createPacksCatalogue>;
