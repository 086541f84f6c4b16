/** Any owned hero, farmer or item, as the marketplace and the game see it. */
export const ASSET_ERRORS = {
  /** No such asset among the wallet's (docs/spec/001-game.md §8, listing or selling). */
  ASSET__NOT_FOUND: 'Item not found in your inventory',
  ASSET__NOT_YOURS: 'You can only list or sell assets you own',
  /** Listing or selling an asset that is on the marketplace already (409). */
  ASSET__ALREADY_LISTED: 'This asset is already listed on the marketplace',
  /** Equipping, using or merging an asset while it is on the marketplace (400). */
  ASSET__LISTED: 'This asset is listed on the marketplace; cancel the listing first',
  ASSET__EQUIPPED: 'Please unequip the item before selling',
  /** A free-pack asset offered to the treasury (docs/rules.md §5). */
  ASSET__BOUND:
    'Assets from free packs cannot be sold to the treasury. You can list them on the marketplace.',
} as const;
