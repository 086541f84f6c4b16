import { ApiError, isApiError, serverMessageOf } from '../../../lib/api/api-error.ts';
import { buyFailedWith, PACK_MESSAGES } from './pack-messages.ts';

/**
 * docs/spec/001-game.md §8: a failed purchase reads 'Failed to buy pack: {server text or Unknown error}';
 * one that never reached the server reads 'Failed to buy pack. Please try again later.'
 */
export function buyFailure(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return PACK_MESSAGES.buyFailed;
  return buyFailedWith(serverMessageOf(error) ?? undefined);
}

/**
 * The same failure with the pack store's words, keeping status and details, so the shared
 * two-phase runner still sees a 422 to retry or a 504's signature.
 */
export function withBuyFailureText(error: unknown): unknown {
  if (!isApiError(error) || error.status === 0) return error;
  return new ApiError(error.status, error.serverCode, buyFailure(error), error.details);
}
