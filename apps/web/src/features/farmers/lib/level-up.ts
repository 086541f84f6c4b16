import { isApiError } from '../../../lib/api/api-error.ts';
import { wordsForError } from '../../../lib/api/error-messages.ts';
import { FARMERS_MESSAGES } from './farmers-messages.ts';

/**
 * What the player reads when a level-up fails (docs/spec/001-game.md §8): the server's text is kept
 * ('Not enough farmers to merge' among them), a max-level refusal always reads
 * 'This farmer is already at maximum level (5).', anything else 'Failed to level up farmer.'.
 */
export function levelUpErrorMessage(error: unknown): string {
  const words = wordsForError(error, { FARMERS__MAX_LEVEL: FARMERS_MESSAGES.maxLevel });
  if (words) return words;
  if (isApiError(error) && error.status === 0) return FARMERS_MESSAGES.connectionFailed;
  if (!isApiError(error) || !error.message) return FARMERS_MESSAGES.levelUpFailed;
  return error.message;
}
