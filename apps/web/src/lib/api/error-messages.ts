import type { ErrorCode } from '@wos/shared';
import { isApiError } from './api-error.ts';

/** Words for some codes, e.g. a feature's own wording of a refusal. */
export type ErrorWords = Readonly<Partial<Record<ErrorCode, string>>>;

/**
 * The one place the page words a refusal by its code: the specification's text for each
 * code it names (docs/spec/000-shell-wallet-staking.md §8, docs/spec/001-game.md §8). A code not named here
 * shows the server's message, so rewording the server never changes these, and a newer code still reads
 * sensibly.
 */
export const ERROR_MESSAGES: ErrorWords = {
  STAKING__POSITION_NOT_FOUND: 'Staking position not found',
  FARMERS__NOT_ENOUGH_TO_MERGE: 'Not enough farmers to merge',
  ASSET__NOT_FOUND: 'Item not found in your inventory',
  ASSET__EQUIPPED: 'Please unequip the item before selling',
  MARKET__LISTING_NOT_FOUND: 'Listing not found',
  ITEMS__NOT_FOUND: 'Item not found in your inventory',
  ITEMS__NOT_CONSUMABLE: 'Only consumable items can be used',
  ITEMS__NO_CHARGES: 'Item has no charges left',
  ITEMS__NOT_EQUIPPABLE: 'Consumable items cannot be equipped',
};

function wordsIn(words: ErrorWords, code: string): string | null {
  return Object.hasOwn(words, code) ? (words[code as ErrorCode] ?? null) : null;
}

/** The page's words for a code as the server sent it, or null when the page has none. */
export function wordsForCode(serverCode: string): string | null {
  return wordsIn(ERROR_MESSAGES, serverCode);
}

/**
 * The words for a failed call by its code: a feature's own (`overrides`, keyed by code)
 * first, then the page's; null when neither names the code (or it is not a failed call).
 */
export function wordsForError(error: unknown, overrides: ErrorWords = {}): string | null {
  if (!isApiError(error)) return null;
  return wordsIn(overrides, error.code) ?? wordsIn(ERROR_MESSAGES, error.code);
}
