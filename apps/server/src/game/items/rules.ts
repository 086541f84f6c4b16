/** The messages of the local marketplace of docs/spec/001-game.md §8, kept by the server's item rules. */
export const ITEM_MESSAGES = {
  notFound: 'Item not found in your inventory',
  onlyConsumablesUsed: 'Only consumable items can be used',
  noCharges: 'Item has no charges left',
  consumableNotEquippable: 'Consumable items cannot be equipped',
  notEquippedHere: 'This item is not equipped on this hero',
  listed: 'This item is listed on the marketplace; cancel the listing first',
} as const;
