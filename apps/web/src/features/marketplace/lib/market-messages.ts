import { INSTANT_SELL_PERCENT, INVALID_PRICE_MESSAGE, MARKETPLACE_FEE_PERCENT } from '@wos/shared';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api/api-error.ts';

/** The marketplace's texts of docs/spec/001-game.md §2, §5 and §8, word for word ({product} is WLO). */
export const MARKET_MESSAGES = {
  loadFailed: 'Failed to load marketplace items. Please try again later.',
  loadBadFormat: 'Failed to load marketplace items. The API response was in an unexpected format.',
  listingsFailed: 'Failed to load your listings. Please try again later.',
  listingsBadFormat: 'Failed to load your listings. The API response was in an unexpected format.',
  inventoryFailed: 'Failed to load your inventory data',
  inventoryEmpty: 'Your inventory is empty',
  noListings: 'No Active Listings',
  listAnItem: 'List an Item for Sale',
  noItems: 'No items found',
  actionFailed: 'Failed to complete the action. Please try again later.',
  saleFailed: 'Item sale API returned a failure. Please try again.',
  invalidPrice: INVALID_PRICE_MESSAGE,
  unequipFirst: 'Please unequip the item before selling',
  listFailed: 'Failed to list item for sale',
  cancelFailed: 'Failed to cancel listing',
  updateFailed: 'Failed to update listing price',
  purchaseFailed: 'Failed to purchase item',
  insufficientBalance: 'Insufficient WLO balance',
  ownListing: 'You cannot buy your own listing',
  canceled: 'Listing canceled successfully!',
  cancelledByUser: 'Transaction was cancelled by the user.',
  /** docs/spec/001-game.md §8 'Error: {message}': a call that got no answer (the API client's words). */
  noAnswer: `Error: ${NETWORK_ERROR_MESSAGE}`,
  walletDelay: 'Your wallet balance may take a few seconds to update.',
} as const;

/** docs/spec/001-game.md §8 success toast. */
export const priceUpdated = (price: string) => `Price updated successfully to ${price} WLO!`;

/** docs/spec/001-game.md §5: why the Wallet Required dialog opened. */
export const WALLET_REQUIRED = {
  viewListings: 'Please connect your wallet to view your listings',
  editListings: 'Please connect your wallet to edit listings',
  cancelListings: 'Please connect your wallet to cancel listings',
  createListings: 'Please connect your wallet to create listings',
  listItems: 'Please connect your wallet to list items',
  sellItems: 'Please connect your wallet to sell items',
  /** Not in the specification's list; the same form. */
  buyItems: 'Please connect your wallet to buy items',
  likeListings: 'Please connect your wallet to like listings',
} as const;

/** docs/spec/001-game.md §4 and §9: the wallet is read again 1.5 s after a sale. */
export const WALLET_REFRESH_DELAY_MS = 1500;

export const FEE_LABEL = `Marketplace fee (${MARKETPLACE_FEE_PERCENT}%)`;
export const SELLER_SHARE_LABEL = `You receive (${100 - MARKETPLACE_FEE_PERCENT}%)`;
export const INSTANT_OFFER_LABEL = `Instant offer (${INSTANT_SELL_PERCENT}%)`;

/** "1,234.56": a WLO price with its decimals (up to 6), no trailing zeros. */
export function formatWlo(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
}
