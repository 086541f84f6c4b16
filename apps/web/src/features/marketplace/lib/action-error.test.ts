import { describe, expect, it } from 'vitest';
import { ApiError, networkFailure } from '../../../lib/api/api-error.ts';
import { isBadFormat, marketActionError, purchaseFailureText, withPurchaseMessage } from './action-error.ts';
import { MARKET_MESSAGES } from './market-messages.ts';

describe('marketActionError (docs/spec/001-game.md §8 precedence)', () => {
  it('names a 500 and says the action may have failed, with the server message or Unknown error', () => {
    expect(marketActionError(new ApiError(500, 'INTERNAL', 'database offline'))).toBe(
      'Server error (500): database offline. The action may have failed.',
    );
    expect(marketActionError(new ApiError(500, 'INTERNAL', ''))).toBe(
      'Server error (500): Unknown error. The action may have failed.',
    );
  });

  it('says a purchase at 500 may have failed as a transaction', () => {
    expect(marketActionError(new ApiError(500, 'INTERNAL', 'boom'), 'x', 'purchase')).toBe(
      'Server error occurred (500): boom. The transaction may have failed.',
    );
    expect(marketActionError(new ApiError(500, '', ''), 'x', 'purchase')).toBe(
      'Server error occurred (500): Unknown error. The transaction may have failed.',
    );
  });

  it("prefers the body's text, then its message, then its error code", () => {
    // A plain-text body becomes the message, with no code.
    expect(marketActionError(new ApiError(409, '', 'Listing already sold'))).toBe('Listing already sold');
    expect(marketActionError(new ApiError(403, 'FORBIDDEN', 'You can only cancel your own listings'))).toBe(
      'You can only cancel your own listings',
    );
    expect(marketActionError(new ApiError(404, 'LISTING_GONE', ''))).toBe('LISTING_GONE');
  });

  it("words a refusal past the wallet's buy-back share by its code, with what is left today", () => {
    const refusal = (body: Record<string, unknown>) =>
      new ApiError(429, 'MARKET__BUYBACK_SHARE_SPENT', 'server words', body);
    expect(marketActionError(refusal({ shareRemaining: 12.5, resetsAt: '2026-11-28T00:00:00.000Z' }))).toBe(
      'You can sell at most 12.5 WLO more to the treasury today; your share resets at 00:00 UTC.',
    );
    // Without the amount, the server's own text.
    expect(marketActionError(refusal({}))).toBe('server words');
  });

  it("says 'Error: {message}' when no response came back", () => {
    expect(marketActionError(new TypeError('Failed to fetch'))).toBe('Error: Failed to fetch');
    // The API client's failure of a request that got no answer (a network failure).
    expect(marketActionError(networkFailure(), MARKET_MESSAGES.updateFailed)).toBe('Error: Network Error');
    expect(marketActionError(networkFailure(), MARKET_MESSAGES.purchaseFailed, 'purchase')).toBe(
      'Error: Network Error',
    );
  });

  it("falls back to the action's text otherwise", () => {
    expect(marketActionError(undefined)).toBe(MARKET_MESSAGES.actionFailed);
    expect(marketActionError('nope', MARKET_MESSAGES.cancelFailed)).toBe(MARKET_MESSAGES.cancelFailed);
    expect(marketActionError(new ApiError(400, '', ''), MARKET_MESSAGES.listFailed)).toBe(
      MARKET_MESSAGES.listFailed,
    );
    // A 200 whose body broke the contract: the server said nothing the player can use.
    expect(
      marketActionError(
        new ApiError(200, 'INTERNAL', 'The server answered in an unexpected format.'),
        MARKET_MESSAGES.saleFailed,
      ),
    ).toBe(MARKET_MESSAGES.saleFailed);
  });
});

describe('withPurchaseMessage', () => {
  it("rewrites only a 500's message, keeping status, code and details", () => {
    const rewritten = withPurchaseMessage(new ApiError(500, 'INTERNAL', 'boom', { signature: 'sig' }));
    expect(rewritten).toBeInstanceOf(ApiError);
    expect(rewritten).toMatchObject({
      status: 500,
      serverCode: 'INTERNAL',
      message: 'Server error occurred (500): boom. The transaction may have failed.',
      details: { signature: 'sig' },
    });
    const timeout = new ApiError(504, 'PAYMENT__CONFIRMATION_TIMEOUT', 'timed out', { signature: 'sig' });
    expect(withPurchaseMessage(timeout)).toBe(timeout);
    const other = new Error('x');
    expect(withPurchaseMessage(other)).toBe(other);
  });

  it("words an answer that broke its contract 'Failed to purchase item', and no answer 'Error: {message}'", () => {
    const malformed = new ApiError(200, 'INTERNAL', 'The server answered in an unexpected format.');
    expect(withPurchaseMessage(malformed)).toMatchObject({ status: 200, message: 'Failed to purchase item' });
    expect(withPurchaseMessage(networkFailure())).toMatchObject({
      status: 0,
      message: 'Error: Network Error',
    });
  });
});

describe('purchaseFailureText', () => {
  it("reads the worded failure, else 'Failed to purchase item'", () => {
    expect(purchaseFailureText(withPurchaseMessage(networkFailure()))).toBe('Error: Network Error');
    expect(purchaseFailureText(new Error('x'))).toBe('Failed to purchase item');
  });
});

describe('isBadFormat', () => {
  it('is a 2xx answer that broke its contract', () => {
    expect(isBadFormat(new ApiError(200, 'INTERNAL', 'The server answered in an unexpected format.'))).toBe(
      true,
    );
    expect(isBadFormat(new ApiError(500, 'INTERNAL', 'x'))).toBe(false);
    expect(isBadFormat(new Error('x'))).toBe(false);
  });
});
