import {
  CATEGORY_OF,
  LISTING_STATES,
  type ListingsPage,
  type MarketListing,
  marketAssetTypeSchema,
  marketCategorySchema,
  paginationSchema,
  raritySchema,
} from '@wos/shared';
import { z } from 'zod';
import {
  levelOrOne,
  nullableText,
  optionalAmount,
  optionalText,
  timeOrNow,
  tolerantRows,
} from '../../../lib/api/tolerant-rows.ts';

const textOrEmpty = z.string().catch('');
const optionalType = marketAssetTypeSchema.optional().catch(undefined);

/**
 * A listing read field by field with the defaults of docs/spec/001-game.md §3 ('Marketplace listing':
 * type Item, category items, rarity common, views 0, likes 0). Only a listing nobody can act
 * on is left out: one without an id or without a price above 0.
 */
export const tolerantListing: z.ZodType<MarketListing, unknown> = z
  .object({
    id: z.string().min(1),
    price: z.number().finite().positive(),
    assetId: textOrEmpty,
    assetType: optionalType,
    type: optionalType,
    subType: nullableText,
    category: marketCategorySchema.optional().catch(undefined),
    name: optionalText,
    rarity: raritySchema.catch('common'),
    description: textOrEmpty,
    seller: textOrEmpty,
    image: textOrEmpty,
    listedAt: timeOrNow,
    views: z.number().int().nonnegative().catch(0),
    likes: z.number().int().nonnegative().catch(0),
    level: levelOrOne,
    yieldPerHour: optionalAmount.transform((value) => value ?? null),
    power: optionalAmount.transform((value) => value ?? null),
    status: z.enum(LISTING_STATES).catch('active'),
  })
  .transform((raw) => {
    const assetType = raw.assetType ?? raw.type ?? 'item';
    // Without a type either, the listing is an Item in the category items (docs/spec/001-game.md §3).
    const category = raw.category ?? CATEGORY_OF[assetType];
    return { ...raw, assetType, type: assetType, category, name: raw.name ?? 'Unnamed asset' };
  });

const tolerantListings = tolerantRows(tolerantListing);

/** GET /marketplace/listings: each listing field by field; a missing page block is the one page shown. */
export const tolerantListingsResponse = z
  .object({
    success: z.literal(true).catch(true),
    data: z.object({ listings: tolerantListings, pagination: paginationSchema.optional().catch(undefined) }),
  })
  .transform((raw): { success: true; data: ListingsPage } => ({
    success: true,
    data: {
      listings: raw.data.listings,
      pagination: raw.data.pagination ?? {
        page: 1,
        limit: raw.data.listings.length,
        total: raw.data.listings.length,
        totalPages: 1,
      },
    },
  }));

/** GET /marketplace/listings/{wallet}: the seller's listings, field by field. */
export const tolerantSellerListingsResponse = z
  .object({
    success: z.literal(true).catch(true),
    data: z.object({ listings: tolerantListings }),
  })
  .transform((raw) => ({ success: true as const, data: raw.data }));
