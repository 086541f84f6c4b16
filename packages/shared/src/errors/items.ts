/** Items: equip and use, in the words of the local marketplace of docs/spec/001-game.md §8. */
export const ITEMS_ERRORS = {
  ITEMS__NOT_IN_CATALOGUE: 'Unknown item',
  ITEMS__NOT_FOUND: 'Item not found in your inventory',
  ITEMS__NOT_EQUIPPABLE: 'Consumable items cannot be equipped',
  ITEMS__NOT_EQUIPPED_HERE: 'This item is not equipped on this hero',
  ITEMS__NOT_CONSUMABLE: 'Only consumable items can be used',
  ITEMS__NO_CHARGES: 'Item has no charges left',
} as const;
