import { isApiError } from '../../../lib/api/api-error.ts';
import { actionErrorMessage } from './action-error.ts';
import { FARMERS_MESSAGES } from './farmers-messages.ts';

/**
 * A failed HARVEST (docs/spec/001-game.md §8): a 500 reads 'Failed to harvest rewards...' (the farmers
 * area's own message wins over the generic server-error one); any other refusal keeps the
 * server's words, and no words at all fall back to the same message.
 */
export function harvestErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 500) return FARMERS_MESSAGES.harvestFailed;
  return actionErrorMessage(error, FARMERS_MESSAGES.harvestFailed);
}
