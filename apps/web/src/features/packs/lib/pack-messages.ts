import type { PackAssetType } from '@wos/shared';

/** The pack texts of docs/spec/001-game.md §2, §5 and §8, word for word. */
export const PACK_MESSAGES = {
  fetchPacksFailed: 'Failed to fetch packs...',
  typesFallback: 'Failed to load packs. Using local data instead.',
  buyFailed: 'Failed to buy pack. Please try again later.',
  cancelled: 'Transaction was cancelled by the user.',
  noTransaction: 'No transaction received from server',
  invalidClientSeed: 'Enter a client seed of 1 to 128 characters.',
  proofFailed: 'Failed to load the proof of this pack.',
} as const;

/** 'Failed to buy pack: {error or Unknown error}' */
export const buyFailedWith = (error: string | undefined) => `Failed to buy pack: ${error || 'Unknown error'}`;

/** The heroes' text when an opening fails without a reason (docs/spec/001-game.md §8, Heroes). */
export const HERO_OPEN_FAILED = 'Failed to open pack. Please try again later.';

/** 'Failed to open {type} pack: {error or Unknown error}'; a hero pack without a reason gets the heroes' text. */
export const openFailedWith = (assetType: PackAssetType, error: string | undefined) =>
  !error && assetType === 'hero'
    ? HERO_OPEN_FAILED
    : `Failed to open ${assetType} pack: ${error || 'Unknown error'}`;

/** 'Failed to open {type} pack: No {type} found' — the opening returned nothing to reveal. */
export const nothingFound = (assetType: PackAssetType) => openFailedWith(assetType, `No ${assetType} found`);

/** 'Error opening pack: {error}' — the server could not be reached. */
export const errorOpening = (error: string) => `Error opening pack: ${error}`;

/** docs/spec/001-game.md §2 empty state. */
export const noPacksYet = (assetType: PackAssetType) =>
  `You don't have any ${assetType} packs yet. Visit the store to buy some!`;

/** docs/spec/001-game.md §2: the Connect Wallet modal's text when buying without a wallet. */
export const connectToBuy = (assetType: PackAssetType) =>
  `Connect your wallet to purchase ${assetType} packs`;

/** docs/spec/001-game.md §4: the popup after a reveal closes. */
export const obtained = (rarity: string, name: string) => `Successfully obtained a ${rarity} ${name}!`;

/** docs/spec/001-game.md §4: the reveal overlay lasts 1.5 s before the contents show. */
export const PACK_REVEAL_MS = 1500;
/** docs/spec/001-game.md §4 (discount purchase): retry after 2 s, pause 1 s before success. */
export const DISCOUNT_RETRY_MS = 2000;
export const DISCOUNT_CONFIRM_PAUSE_MS = 1000;
