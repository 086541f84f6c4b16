import { buybackShareMessage, toBaseUnits, WLO_DECIMALS } from '@wos/shared';
import { ApiError, isApiError } from '../../../lib/api/api-error.ts';
import { MARKET_MESSAGES } from './market-messages.ts';

export type MarketErrorKind = 'action' | 'purchase';

function unknownOr(message: string): string {
  return message || 'Unknown error';
}

/**
 * A sale past the wallet's share of the day's buy-back (docs/rules.md §5): the shared words with
 * what the server says is left for the wallet today; null for any other failure.
 */
function shareRefusal(error: ApiError): string | null {
  if (error.code !== 'MARKET__BUYBACK_SHARE_SPENT') return null;
  const left = error.details?.shareRemaining;
  if (typeof left !== 'number' || !Number.isFinite(left) || left < 0) return null;
  return buybackShareMessage(toBaseUnits(left, WLO_DECIMALS));
}

/**
 * The text of a failed marketplace call (docs/spec/001-game.md §8, generic action failure), in the
 * specification's order:
 * 1. HTTP 500: 'Server error (500): {server message or Unknown error}. The action may have
 *    failed.' (a purchase: 'Server error occurred (500): … The transaction may have failed.');
 * 2. the response body when it was a string, else its `message`, else its `error` code;
 * 3. an error that never got a response: 'Error: {message}' (the API client's 'Network Error');
 * 4. otherwise the action's own text ('Failed to complete the action. Please try again later.').
 *
 * A 2xx answer that broke its contract carries no server text: it gets the action's own text.
 */
export function marketActionError(
  error: unknown,
  fallback: string = MARKET_MESSAGES.actionFailed,
  kind: MarketErrorKind = 'action',
): string {
  if (isApiError(error) && error.status === 500) {
    return kind === 'purchase'
      ? `Server error occurred (500): ${unknownOr(error.message)}. The transaction may have failed.`
      : `Server error (500): ${unknownOr(error.message)}. The action may have failed.`;
  }
  if (isApiError(error) && error.status > 0) {
    if (error.status < 300) return fallback;
    const share = shareRefusal(error);
    if (share) return share;
    // The client keeps a string body or the body's message as the message, the code apart.
    return error.message || error.serverCode || fallback;
  }
  // No answer came back (status 0): the request's own failure ('Network Error').
  if (error instanceof Error && error.message) return `Error: ${error.message}`;
  return fallback;
}

/**
 * The same failure worded for the shared transaction dialog (which shows a server's message as
 * it is), where the purchase's words differ from the server's: a 500 ('Server error occurred
 * (500): …'), an answer that broke its contract ('Failed to purchase item') and no answer at all
 * ('Error: Network Error'). Status, code and details stay, so a 422 retry or a 504 with its
 * signature still work; other failures are left untouched.
 */
export function withPurchaseMessage(error: unknown): unknown {
  if (!isApiError(error) || (error.status !== 500 && error.status >= 300)) return error;
  return new ApiError(
    error.status,
    error.serverCode,
    marketActionError(error, MARKET_MESSAGES.purchaseFailed, 'purchase'),
    error.details,
  );
}

/** What a failed purchase call reads once `withPurchaseMessage` worded it; else 'Failed to purchase item'. */
export function purchaseFailureText(error: unknown): string {
  return (isApiError(error) && error.message) || MARKET_MESSAGES.purchaseFailed;
}

/**
 * Whether a read failed because the answer broke its contract (docs/spec/001-game.md §8: the data-format
 * error).
 */
export function isBadFormat(error: unknown): boolean {
  return isApiError(error) && error.status >= 200 && error.status < 300;
}
