import {
  type DiscountVoucher,
  discountedPrice,
  type PackTypeId,
  WHEEL_DISCOUNT_WEIGHTS,
  WHEEL_PACK_PRICES_WLO,
  WHEEL_PACK_TYPES,
  type WheelPackType,
  wheelVoucherPackId,
} from '@wos/shared';

/**
 * The staking wheel's voucher, carried to the pack store in the link (GO TO PACK STORE), so
 * the discounted pack is preselected and survives a reload. What the link says is only
 * shown: the server takes the pack and the percent from its own voucher record.
 */
export interface VoucherOffer {
  voucherId: string;
  packType: WheelPackType;
  discountPercent: number;
  /** The farmer pack of the voucher's tier. */
  packId: PackTypeId;
  /** The wheel's original price in WLO and the price after the discount (rounded down). */
  originalPrice: number;
  price: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DISCOUNTS = new Set(WHEEL_DISCOUNT_WEIGHTS.map((slot) => slot.value));

export function offerOf(voucher: DiscountVoucher): VoucherOffer {
  const originalPrice = WHEEL_PACK_PRICES_WLO[voucher.packType];
  return {
    voucherId: voucher.id,
    packType: voucher.packType,
    discountPercent: voucher.discountPercent,
    packId: wheelVoucherPackId(voucher.packType),
    originalPrice,
    price: discountedPrice(originalPrice, voucher.discountPercent),
  };
}

/** Where GO TO PACK STORE leads: the pack store tab with the voucher in the query. */
export function packStorePathFor(voucher: DiscountVoucher): string {
  const params = new URLSearchParams({
    voucher: voucher.id,
    pack: voucher.packType,
    discount: String(voucher.discountPercent),
  });
  return `/farmers?${params.toString()}#packs`;
}

/** The voucher a pack-store link carries, or null when it carries none (or a malformed one). */
export function offerFromSearch(search: string): VoucherOffer | null {
  const params = new URLSearchParams(search);
  const id = params.get('voucher');
  const packType = params.get('pack');
  const discountPercent = Number(params.get('discount'));
  if (!id || !UUID.test(id)) return null;
  if (!WHEEL_PACK_TYPES.includes(packType as WheelPackType)) return null;
  if (!DISCOUNTS.has(discountPercent)) return null;
  return offerOf({ id, packType: packType as WheelPackType, discountPercent });
}

/** The search string without the voucher, once it is spent or refused. */
export function searchWithoutVoucher(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ['voucher', 'pack', 'discount']) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The offers the store shows: the wallet's unused vouchers as the server lists them, the
 * one a GO TO PACK STORE link named first. Until the server answers (or without a wallet)
 * the link's voucher is shown as the link describes it; once the server answers, a voucher
 * it does not list (spent, or another wallet's) is not offered.
 */
export function storeOffers(
  serverVouchers: readonly DiscountVoucher[] | undefined,
  linkOffer: VoucherOffer | null,
): VoucherOffer[] {
  if (!serverVouchers) return linkOffer ? [linkOffer] : [];
  const offers = serverVouchers.map(offerOf);
  const linked = linkOffer ? offers.findIndex((offer) => offer.voucherId === linkOffer.voucherId) : -1;
  if (linked <= 0) return offers;
  const [first] = offers.splice(linked, 1);
  return first ? [first, ...offers] : offers;
}
