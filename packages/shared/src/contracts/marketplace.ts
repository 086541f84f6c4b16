import { z } from 'zod';
import { walletAddressSchema } from '../address.ts';
import {
  LISTING_SORTS,
  MARKET_ASSET_TYPES,
  MARKET_CATEGORIES,
  MAX_LISTING_PRICE_WLO,
  type MarketCategory,
} from '../game/marketplace.ts';
import { RARITIES, type Rarity, raritySchema } from './assets.ts';
import { networkSchema } from './common.ts';
import { payoutReceipt } from './payouts.ts';

export const marketAssetTypeSchema = z.enum(MARKET_ASSET_TYPES);
export const marketCategorySchema = z.enum(MARKET_CATEGORIES);
export const listingSortSchema = z.enum(LISTING_SORTS);

/** `active`: for sale; `pending`: a buyer's payment is being confirmed (nobody else can buy it meanwhile). */
export const LISTING_STATES = ['active', 'pending'] as const;

/**
 * A listing as the marketplace shows it (docs/spec/001-game.md §3 "Marketplace listing"); figures of the real
 * asset.
 */
export const marketListing = z.object({
  id: z.string(),
  assetId: z.string(),
  assetType: marketAssetTypeSchema,
  /** The same as assetType: the specification calls it `type`. */
  type: marketAssetTypeSchema,
  /** A hero's type (attack, magic, …) or an item's (weapon, …); null for farmers. */
  subType: z.string().nullable(),
  category: marketCategorySchema,
  name: z.string(),
  rarity: raritySchema,
  description: z.string(),
  /** WLO the buyer pays: 95 % to the seller, 5 % to the treasury. */
  price: z.number(),
  seller: z.string(),
  image: z.string(),
  listedAt: z.string(),
  views: z.number(),
  likes: z.number(),
  /** The asset's level (items: 1). */
  level: z.number(),
  /** A farmer's WLO per hour at its level; null for heroes and items. */
  yieldPerHour: z.number().nullable(),
  /** A farmer's or hero's power at its level; null for items. */
  power: z.number().nullable(),
  status: z.enum(LISTING_STATES),
});
export type MarketListing = z.infer<typeof marketListing>;

/** `farmers` or `farmer`, `all` or nothing: every category. */
const categoryFilter = z
  .string()
  .max(16)
  .transform((value, context): MarketCategory | undefined => {
    const text = value.trim().toLowerCase();
    if (text === '' || text === 'all') return undefined;
    const category = MARKET_CATEGORIES.find((c) => c === text || c === `${text}s` || c === `${text}es`);
    if (!category) {
      context.addIssue({
        code: 'custom',
        message: `category must be one of ${MARKET_CATEGORIES.join(', ')}`,
      });
      return z.NEVER;
    }
    return category;
  });

/** `legendary,epic`: any of these rarities. */
const rarityFilter = z
  .string()
  .max(64)
  .transform((value, context): Rarity[] => {
    const wanted = value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== '' && part !== 'all');
    const unknown = wanted.filter((part) => !(RARITIES as readonly string[]).includes(part));
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: `rarity must be among ${RARITIES.join(', ')}` });
      return z.NEVER;
    }
    return [...new Set(wanted)] as Rarity[];
  });

export const LISTINGS_DEFAULT_LIMIT = 12;
export const LISTINGS_MAX_LIMIT = 100;

/**
 * A price bound in WLO within the price rules (0 to the largest price), so
 * its base units always fit the database's bigint; beyond them: 400.
 */
const priceFilter = z.coerce
  .number()
  .min(0, `must be a number from 0 to ${MAX_LISTING_PRICE_WLO} WLO`)
  .max(MAX_LISTING_PRICE_WLO, `must be a number from 0 to ${MAX_LISTING_PRICE_WLO} WLO`)
  .optional()
  .describe('WLO');

export const listingsQuery = z.object({
  category: categoryFilter.optional(),
  rarity: rarityFilter.optional(),
  minPrice: priceFilter,
  maxPrice: priceFilter,
  sortBy: listingSortSchema.default('newest'),
  /** Text found in the asset's name or type (e.g. 'harvest', 'weapon'), any case; no control characters (PostgreSQL text takes no NUL). */
  search: z
    .string()
    .trim()
    .max(64)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(LISTINGS_MAX_LIMIT).default(LISTINGS_DEFAULT_LIMIT),
  network: networkSchema.optional(),
});
export type ListingsQuery = z.infer<typeof listingsQuery>;

export const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

export const listingsResponse = z.object({
  success: z.literal(true),
  data: z.object({ listings: z.array(marketListing), pagination: paginationSchema }),
});
export type ListingsPage = z.infer<typeof listingsResponse>['data'];

export const sellerListingsResponse = z.object({
  success: z.literal(true),
  data: z.object({ listings: z.array(marketListing) }),
});

/** GET /marketplace/stats: real figures; volumes and prices in WLO. */
export const marketStats = z.object({
  /** Listings for sale now. */
  itemsListed: z.number(),
  /** WLO paid in every player-to-player sale. */
  totalVolume: z.number(),
  /** totalVolume / totalTrades (0 before the first trade). */
  averagePrice: z.number(),
  totalTrades: z.number(),
  /** WLO paid in sales of the last 24 hours. */
  volume24h: z.number(),
  /** Wallets with a listing for sale now. */
  uniqueSellers: z.number(),
});
export type MarketStats = z.infer<typeof marketStats>;
export const marketStatsResponse = z.object({ success: z.literal(true), data: marketStats });

export const listingIdParams = z.object({ listingId: z.string().uuid() });

/** What the player typed: checked by parseListingPrice (the specification's message on any bad price). */
const priceInput = z
  .union([z.number(), z.string().max(32), z.null()])
  .optional()
  .describe('WLO, above 0, ≤ 6 decimals');

export const createListingBody = z.object({
  walletAddress: walletAddressSchema,
  assetId: z.string().uuid(),
  assetType: marketAssetTypeSchema,
  price: priceInput,
  /** Accepted for the specification's shape and ignored: the server describes the asset from its own records. */
  assetDetails: z.record(z.string(), z.unknown()).optional(),
  network: networkSchema.optional(),
});
export const listingResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  listing: marketListing,
});

export const updateListingBody = z.object({
  walletAddress: walletAddressSchema,
  price: priceInput,
  network: networkSchema.optional(),
});

export const cancelListingBody = z.object({
  walletAddress: walletAddressSchema,
  network: networkSchema.optional(),
});
export const cancelListingResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  listingId: z.string(),
});

export const buyListingBody = z.object({
  buyerWalletAddress: walletAddressSchema,
  network: networkSchema.optional(),
});
export const buyListingResponse = z.object({
  success: z.literal(true),
  /** Base64 wire transaction for the buyer's wallet to sign. */
  transaction: z.string(),
  /** Pass it back to process-transaction. */
  purchaseId: z.string(),
  listing: marketListing,
  /** WLO: the price, what the seller receives and the treasury's fee. */
  price: z.number(),
  sellerReceives: z.number(),
  fee: z.number(),
});
export type BuyListingResponse = z.infer<typeof buyListingResponse>;

export const processPurchaseBody = z.object({
  listingId: z.string().uuid(),
  signedTransaction: z.string().min(1).max(4096),
  buyerWalletAddress: walletAddressSchema,
  /** From the buy call; absent: the buyer's latest purchase of this listing. */
  purchaseId: z.string().uuid().optional(),
  network: networkSchema.optional(),
  skipPreflight: z.boolean().optional(),
});
export const processPurchaseResponse = z.object({
  success: z.literal(true),
  signature: z.string(),
  message: z.string(),
  listingId: z.string(),
  asset: z.object({ assetType: marketAssetTypeSchema, assetId: z.string(), name: z.string() }),
});
export type ProcessPurchaseResponse = z.infer<typeof processPurchaseResponse>;

export const estimateParams = z.object({ assetType: marketAssetTypeSchema, assetId: z.string().uuid() });
export const estimateResponse = z.object({
  success: z.literal(true),
  /** WLO: the rarity's value scaled by level. */
  estimate: z.number(),
  /** WLO an instant sale pays now: 80 % of the estimate or of the cost basis, whichever is lower (docs/rules.md §6). */
  instantSellPrice: z.number(),
  /** WLO the game received for the asset (docs/rules.md §5); optional: not in the specification's shape. */
  costBasis: z.number().optional(),
  name: z.string(),
  rarity: raritySchema,
  level: z.number(),
  /** Cost basis 0 (from a free pack, or merged only from such): the treasury does not buy it; list it to players instead. */
  bound: z.boolean(),
  /** WLO the treasury may still buy back today (its daily budget, 2 % of its balance at 00:00 UTC). */
  buybackBudgetRemaining: z.number(),
  /** WLO the signed-in caller may still sell to the treasury today (its 10 % share of the budget); absent without a session. */
  buybackShareRemaining: z.number().optional(),
  /** Why an instant sale would be refused now (bound, budget or the caller's share spent), or null when it is offered. */
  unavailableReason: z.string().nullable(),
});

export const instantSellBody = z.object({
  walletAddress: walletAddressSchema,
  assetId: z.string().uuid(),
  assetType: marketAssetTypeSchema,
  network: networkSchema.optional(),
});
export const instantSellResponse = z.object({
  success: z.literal(true),
  /** The payout's signature once it landed; null while it is pending. */
  transaction: z.string().nullable(),
  /** WLO paid for the asset. */
  credits: z.number(),
  /** The wallet's WLO balance after the sale (on chain). */
  balance: z.number(),
  message: z.string(),
  payout: payoutReceipt,
});

export const listingViewResponse = z.object({
  views: z.number(),
  /** Whether the signed-in wallet that viewed it likes it (false without a session). */
  liked: z.boolean(),
});

export const likeListingBody = z.object({
  walletAddress: walletAddressSchema,
  network: networkSchema.optional(),
});
export const likeListingResponse = z.object({ liked: z.boolean(), likes: z.number() });
