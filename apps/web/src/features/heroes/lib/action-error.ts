import { isApiError } from '../../../lib/api/api-error.ts';

/**
 * The text of a failed heroes or items action (docs/spec/001-game.md §8, generic action failure): a 500
 * reads 'Server error (500): {server message or Unknown error}. The action may have failed.';
 * otherwise the server's own message (e.g. 'Not enough heroes to merge', 'Consumable items
 * cannot be equipped'); a call that got no answer 'Error: {message}' ('Error: Network Error');
 * without any, or when the answer broke its contract, the action's message ('Failed to use item').
 */
export function heroActionError(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 500) {
    return `Server error (500): ${error.message || 'Unknown error'}. The action may have failed.`;
  }
  if (error.status === 0) return error.message ? `Error: ${error.message}` : fallback;
  // A 2xx whose body broke its contract: the server said nothing the player can use.
  if (error.status < 300) return fallback;
  return error.message || fallback;
}
