import { isApiError } from '../../../lib/api/api-error.ts';

/**
 * The text of a failed farmer action (docs/spec/001-game.md §8, generic action failure): a 500 reads
 * 'Server error (500): {server message or Unknown error}. The action may have failed.',
 * a call that got no answer 'Error: {message}' ('Error: Network Error'); otherwise the server's own
 * message, otherwise the action's fallback.
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 500) {
    return `Server error (500): ${error.message || 'Unknown error'}. The action may have failed.`;
  }
  if (error.status === 0) return error.message ? `Error: ${error.message}` : fallback;
  return error.message || fallback;
}
