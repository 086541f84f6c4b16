/**
 * What the marketplace answers, in the specification's words where it has them
 * (docs/spec/001-game.md §5, §8).
 */
export const MARKET_MESSAGES = {
  /** Listing or selling an id that is not in the wallet's inventory. */
  notInInventory: 'Item not found in your inventory',
  /** The estimate of an id that is no asset at all (a public read: nobody's inventory is meant). */
  assetDetailsNotFound: 'Item details not found',
  notYourAsset: 'You can only list or sell assets you own',
  alreadyListed: 'This asset is already listed on the marketplace',
  listedNotSellable: 'This asset is listed on the marketplace; cancel the listing to sell it now',
  unequipFirst: 'Please unequip the item before selling',
  listingNotFound: 'Listing not found',
  alreadySold: 'This listing has already been sold',
  notYourListingPrice: 'You can only update prices for your own listings',
  notYourListingCancel: 'You can only cancel your own listings',
  saleInProgress: 'A buyer is paying for this listing right now; it cannot change until the payment settles',
  anotherBuyer: 'Another player is buying this listing right now; please try again shortly',
  ownListing: 'You cannot buy your own listing',
  insufficientBalance: 'Insufficient WLO balance',
  priceChanged: 'The price of this listing changed; please review it and buy again',
  treasuryShort: 'The treasury cannot buy this asset right now; nothing was sold. Please try again later.',
} as const;
