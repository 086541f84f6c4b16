import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { buyFailure, withBuyFailureText } from './purchase-failure.ts';

describe('a failed pack purchase (docs/spec/001-game.md §8)', () => {
  it("reads 'Failed to buy pack: <server text>'", () => {
    const refused = new ApiError(
      400,
      'PAYMENT__INSUFFICIENT_FUNDS',
      'Not enough SOL to buy this pack. You need 0.4 SOL but only have 0.1 SOL.',
    );
    expect(buyFailure(refused)).toBe(
      'Failed to buy pack: Not enough SOL to buy this pack. You need 0.4 SOL but only have 0.1 SOL.',
    );
  });

  it("falls back to 'Unknown error' without the server's words, and to the retry text when unreachable", () => {
    expect(buyFailure(new ApiError(500, 'INTERNAL', ''))).toBe('Failed to buy pack: Unknown error');
    expect(buyFailure(new ApiError(0, 'NETWORK', 'Failed to fetch'))).toBe(
      'Failed to buy pack. Please try again later.',
    );
    expect(buyFailure(new Error('boom'))).toBe('Failed to buy pack. Please try again later.');
  });

  it('keeps the status and details the two-phase runner reads', () => {
    const timeout = new ApiError(504, 'PAYMENT__CONFIRMATION_TIMEOUT', 'not confirmed yet', {
      signature: 'abc',
    });
    const worded = withBuyFailureText(timeout);
    expect(worded).toBeInstanceOf(ApiError);
    expect(worded).toMatchObject({
      status: 504,
      message: 'Failed to buy pack: not confirmed yet',
      details: { signature: 'abc' },
    });
  });
});
