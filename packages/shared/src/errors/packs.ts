/** Pack purchase and opening, with the discount vouchers they spend (docs/spec/001-game.md §4, §8). */
export const PACKS_ERRORS = {
  PACKS__UNKNOWN_TYPE: 'Unknown pack',
  PACKS__WRONG_ASSET_TYPE: 'This pack holds another kind of asset',
  PACKS__NOT_SOLD_FOR_TOKEN: 'This pack is not sold for this token',
  PACKS__NOT_FREE: 'This pack is not free: prepare its transaction to buy it',
  PACKS__FREE_PACK_CLAIMED: "You have already claimed today's free pack. Come back after 00:00 UTC.",
  PACKS__NOT_FOUND: 'Pack not found',
  PACKS__ALREADY_OPENED: 'This pack has already been opened',
  /** A discounted purchase without an unused voucher of this wallet. */
  PACKS__NO_VOUCHER: 'You have no unused discount voucher',
  PACKS__VOUCHER_NOT_FOUND: 'Voucher not found',
  PACKS__VOUCHER_USED: 'This voucher was already used',
  /** Another purchase holds the voucher right now. */
  PACKS__VOUCHER_IN_USE: 'This voucher is being used by another purchase',
} as const;
