import { z } from 'zod';
import { walletAddressSchema } from '../address.ts';
import { DRAW_RARITIES } from '../game/draw-rarities.ts';
import { PACK_ASSET_TYPES, PACK_TIERS, PACK_TYPES, type PackTypeId } from '../game/packs.ts';
import { WHEEL_DISCOUNT_WEIGHTS } from '../rules/discount-wheel.ts';
import { farmerAsset, heroAsset, itemAsset } from './assets.ts';
import { networkSchema } from './common.ts';
import { discountVoucher } from './staking.ts';

const WHEEL_DISCOUNT_PERCENTS = WHEEL_DISCOUNT_WEIGHTS.map((slot) => slot.value);

const packTypeIds = PACK_TYPES.map((pack) => pack.id) as [PackTypeId, ...PackTypeId[]];

export const packAssetTypeSchema = z.enum(PACK_ASSET_TYPES);
export const packTypeIdSchema = z.enum(packTypeIds);
export const drawRaritySchema = z.enum(DRAW_RARITIES);

/** Chances of each rarity a pack draws, as fractions summing to 1 (docs/spec/001-game.md §3). */
export const rarityChancesSchema = z.object({
  common: z.number(),
  rare: z.number(),
  epic: z.number(),
  legendary: z.number(),
});

/** A pack type of the store (docs/spec/001-game.md §3 "Pack type"). */
export const packTypeSchema = z.object({
  id: packTypeIdSchema,
  assetType: packAssetTypeSchema,
  tier: z.enum(PACK_TIERS),
  name: z.string(),
  description: z.string(),
  /** In `priceToken`: SOL for farmer packs, WLO for hero packs; 0 = free. */
  price: z.number(),
  /** The same as `price`: the specification names it either way. */
  cost: z.number(),
  priceToken: z.enum(['SOL', 'WLO']),
  /** What the pack costs in WLO when paid in WLO; null for a free pack. */
  wloPrice: z.number().nullable(),
  free: z.boolean().describe('price 0: one claim of this type per wallet per UTC day'),
  rarityChances: rarityChancesSchema,
});
export type PackTypeView = z.infer<typeof packTypeSchema>;

export const packTypesQuery = z.object({
  assetType: packAssetTypeSchema.optional(),
  network: networkSchema.optional(),
});
export const packTypesResponse = z.object({ data: z.object({ packTypes: z.array(packTypeSchema) }) });

/** A pack the wallet owns and has not opened (docs/spec/001-game.md §3 "Owned pack": id, packId). */
export const ownedPackSchema = z.object({
  id: z.string().describe('this pack'),
  packId: packTypeIdSchema.describe('its pack type'),
  assetType: packAssetTypeSchema,
  name: z.string(),
  tier: z.enum(PACK_TIERS),
  rarityChances: rarityChancesSchema,
  commitment: z.string().describe('sha256(serverSeed), hex: the draw is fixed before opening'),
  purchasedAt: z.string(),
});
export type OwnedPack = z.infer<typeof ownedPackSchema>;

export const packInventoryQuery = z.object({
  assetType: packAssetTypeSchema.optional(),
  network: networkSchema.optional(),
});
export const packInventoryResponse = z.object({ packs: z.array(ownedPackSchema) });

/** The pack a purchase created, as the purchase answers it. */
export const purchasedPackSchema = z.object({
  id: z.string(),
  packId: packTypeIdSchema,
  commitment: z.string(),
});

export const buyPackBody = z.object({
  walletAddress: walletAddressSchema,
  packId: packTypeIdSchema,
  assetType: packAssetTypeSchema.optional(),
  network: networkSchema.optional(),
});
export const buyPackResponse = z.object({
  success: z.literal(true),
  pack: purchasedPackSchema,
  message: z.string(),
});

export const preparePackBody = buyPackBody.extend({
  /** Pay a farmer pack in this token; absent: SOL when the SOL balance covers it, else WLO. */
  paymentToken: z.enum(['SOL', 'WLO']).optional(),
});

export const packDetailsSchema = z.object({
  /** Pass it back to process-transaction; null for a free pack (granted at once). */
  purchaseId: z.string().nullable(),
  packId: packTypeIdSchema,
  assetType: packAssetTypeSchema,
  name: z.string(),
  /** What the wallet pays, in `token`. */
  price: z.number(),
  token: z.enum(['SOL', 'WLO']),
  /** The undiscounted WLO price when a voucher applies, else equal to `price`. */
  originalPrice: z.number(),
  discountPercent: z.number(),
  voucherId: z.string().nullable(),
  /** A free pack: the pack granted at once. */
  pack: purchasedPackSchema.nullable(),
});
export type PackDetails = z.infer<typeof packDetailsSchema>;

export const preparePackResponse = z.object({
  freeItem: z.boolean().describe('true: the pack was free and is granted; nothing to sign'),
  transaction: z.string().nullable().describe('base64 wire transaction to sign; null for a free pack'),
  packDetails: packDetailsSchema,
});
export type PreparePackResponse = z.infer<typeof preparePackResponse>;

export const prepareDiscountedPackBody = z.object({
  walletAddress: walletAddressSchema,
  /** Ignored beyond choosing among several vouchers: the voucher decides the pack. */
  packId: z.string().max(64).optional(),
  /**
   * One of the wheel's discounts; beyond choosing among several vouchers it is
   * ignored: the voucher decides the percent.
   */
  discountPercent: z
    .number()
    .refine((percent) => WHEEL_DISCOUNT_PERCENTS.includes(percent), {
      message: `must be one of the wheel's discounts: ${WHEEL_DISCOUNT_PERCENTS.join(', ')}`,
    })
    .optional(),
  /** The voucher to use; absent: the one matching packId and discountPercent, else the oldest unused. */
  voucherId: z.string().uuid().optional(),
  assetType: packAssetTypeSchema.optional(),
  network: networkSchema.optional(),
});

export const processPackBody = z.object({
  signedTransaction: z.string().min(1).max(4096),
  /**
   * packDetails.purchaseId of the prepare call: an optional extra. Without it the
   * server finds the purchase from the signed transaction itself.
   */
  purchaseId: z.string().uuid().optional(),
  packId: packTypeIdSchema.optional(),
  walletAddress: walletAddressSchema,
  assetType: packAssetTypeSchema.optional(),
  network: networkSchema.optional(),
  discounted: z.boolean().optional(),
  discountPercent: z.number().optional(),
  /**
   * The signature of the signed transaction (docs/spec/001-game.md §7), or of an earlier attempt on a retry;
   * informational.
   */
  transactionSignature: z.string().max(128).optional(),
  skipPreflight: z.boolean().optional(),
});
export const processPackResponse = z.object({
  success: z.literal(true),
  transactionSignature: z.string(),
  pack: purchasedPackSchema,
});
export type ProcessPackResponse = z.infer<typeof processPackResponse>;

/** The published draw's result: a rarity, the catalogue entry of that rarity, and a hero pack's item. */
export const packOutcomeSchema = z.object({
  rarity: drawRaritySchema,
  entryId: z.string(),
  itemId: z.string().nullable(),
});

/**
 * Everything needed to recompute an opening: `drawPackOutcome` of
 * packages/shared over serverSeed, clientSeed and packId, and
 * sha256(serverSeed) = commitment. serverSeed is revealed only once opened.
 */
export const packProofSchema = z.object({
  packId: z.string().describe('the owned pack'),
  packTypeId: packTypeIdSchema,
  assetType: packAssetTypeSchema,
  opened: z.boolean(),
  commitment: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string().nullable(),
  rarityChances: rarityChancesSchema,
  outcome: packOutcomeSchema.nullable(),
});
export type PackProofView = z.infer<typeof packProofSchema>;

export const packIdParams = z.object({ packId: z.string().uuid() });

export const openPackBody = z.object({
  walletAddress: walletAddressSchema,
  packId: z.string().uuid().describe('the owned pack (inventory id)'),
  /** Mixed into the draw; absent: the wallet address. */
  clientSeed: z.string().min(1).max(128).optional(),
  network: networkSchema.optional(),
});
export const packContentsSchema = z.object({
  farmers: z.array(farmerAsset).optional(),
  heroes: z.array(heroAsset).optional(),
  items: z.array(itemAsset).optional(),
});
export const openPackResponse = z.object({
  success: z.literal(true),
  contents: packContentsSchema,
  proof: packProofSchema,
});
export type OpenPackResponse = z.infer<typeof openPackResponse>;

/** The wallet's unused wheel vouchers: each buys one farmer pack of its tier at its discount. */
export const packVouchersResponse = z.object({ vouchers: z.array(discountVoucher) });
