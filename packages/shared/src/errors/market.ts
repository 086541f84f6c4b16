/** Marketplace listings, purchases and the treasury's instant sell (docs/spec/001-game.md §5, §8). */
export const MARKET_ERRORS = {
  MARKET__LISTING_NOT_FOUND: 'Listing not found',
  MARKET__LISTING_SOLD: 'This listing has already been sold',
  /** Another buyer's payment for the listing is under way. */
  MARKET__LISTING_PENDING: 'Another player is buying this listing right now; please try again shortly',
  /** The seller may not change a listing while a buyer pays for it. */
  MARKET__SALE_IN_PROGRESS:
    'A buyer is paying for this listing right now; it cannot change until the payment settles',
  MARKET__NOT_YOUR_LISTING: 'You can only change your own listings',
  MARKET__OWN_LISTING: 'You cannot buy your own listing',
  MARKET__PRICE_CHANGED: 'The price of this listing changed; please review it and buy again',
  /**
   * The payment landed after the listing was sold, cancelled or repriced: the
   * whole price is refunded from the marketplace escrow (docs/rules.md §6).
   */
  MARKET__PURCHASE_REFUNDED: 'Someone else bought this first; your WLO is on its way back.',
  /** `process` of a purchase this wallet never prepared for this listing. */
  MARKET__PURCHASE_NOT_FOUND: 'No prepared purchase of this listing for this wallet',
  /** The treasury's buy-back budget of the UTC day is spent; nothing was changed (docs/rules.md §5). */
  MARKET__BUYBACK_BUDGET_SPENT:
    "The treasury's daily buy-back budget is spent. Try again tomorrow or list it on the marketplace.",
  /**
   * The sale would take the wallet past its share (10 %) of the UTC day's buy-back budget; nothing was
   * changed (docs/rules.md §5). The message names what is left; the details carry it.
   */
  MARKET__BUYBACK_SHARE_SPENT:
    "You have sold your share of the treasury's buy-back for today; your share resets at 00:00 UTC.",
} as const;

export type MarketErrorDetails = {
  MARKET__BUYBACK_SHARE_SPENT: {
    /** WLO the wallet may still sell to the treasury this UTC day. */
    shareRemaining: number;
    /** When the share resets (the next 00:00 UTC), ISO 8601. */
    resetsAt: string;
  };
};
