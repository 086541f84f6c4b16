/** The heroes and items messages of docs/spec/001-game.md §5 and §8, word for word. */
export const HEROES_MESSAGES = {
  fetchHeroesFailed: 'Failed to fetch heroes. Please try again later.',
  /**
   * docs/spec/001-game.md §5/§8: the refusal of getting a hero any other way than a pack (the marketplace
   * trades heroes players already drew). Not a general statement: see `whereHeroesComeFrom`.
   */
  onlyFromPacks: 'Heroes can only be obtained from packs',
  /** Where heroes come from, said where the page explains it. */
  whereHeroesComeFrom: 'Heroes come from hero packs and from other players on the marketplace',
  levelUpFailed: 'Failed to level up hero',
  consumableCannotEquip: 'Consumable items cannot be equipped',
  equipFailed: 'Failed to equip item',
  onlyConsumablesUsable: 'Only consumable items can be used',
  noChargesLeft: 'Item has no charges left',
  useFailed: 'Failed to use item',
  itemNotFound: 'Item not found in your inventory',
  inventoryFailed: 'Failed to load your inventory data',
  /** Not quoted by the spec; the equip message's counterpart. */
  unequipFailed: 'Failed to unequip item',
  /** A hero or item up for sale on the marketplace (the server refuses it the same way). */
  heroListed: 'Listed on the marketplace: cancel the listing to level up or equip this hero.',
  itemListed: 'This item is listed on the marketplace; cancel the listing first',
} as const;

export const CONNECT_TO_VIEW_HEROES = 'Connect your wallet to view your heroes';
export const CONNECT_TO_OPEN_PACKS = 'Connect your wallet to access your packs';
