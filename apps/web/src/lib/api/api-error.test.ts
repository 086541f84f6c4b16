import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, hasErrorCode, isApiError, serverMessageOf } from './api-error.ts';

describe('ApiError', () => {
  it('keeps a code the product knows, with the status and the body’s details', () => {
    const error = new ApiError(422, 'PAYMENT__PREFLIGHT_FAILED', 'Transaction preflight failed', {
      retryWithSkipPreflight: true,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 422,
      code: 'PAYMENT__PREFLIGHT_FAILED',
      serverCode: 'PAYMENT__PREFLIGHT_FAILED',
      message: 'Transaction preflight failed',
      details: { retryWithSkipPreflight: true },
    });
  });

  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL'],
    [502, 'INTERNAL'],
    [0, 'INTERNAL'],
  ])('reads an unknown code on a %i as %s, keeping what the server sent', (status, code) => {
    const error = new ApiError(status, 'SOMETHING_NEWER', 'Nope');
    expect(error.code).toBe(code);
    expect(error.serverCode).toBe('SOMETHING_NEWER');
  });

  it('exposes the typed code, so a page branches on it', () => {
    const sold = new ApiError(409, 'MARKET__LISTING_SOLD', 'This listing has already been sold');
    expect(sold.code).toBe('MARKET__LISTING_SOLD');
    expect(hasErrorCode(sold, 'MARKET__LISTING_SOLD', 'MARKET__LISTING_PENDING')).toBe(true);
    expect(hasErrorCode(sold, 'MARKET__PRICE_CHANGED')).toBe(false);
    expect(hasErrorCode(new Error('MARKET__LISTING_SOLD'), 'MARKET__LISTING_SOLD')).toBe(false);
  });

  it('is told apart from other errors', () => {
    expect(isApiError(new ApiError(404, 'NOT_FOUND', 'Not found'))).toBe(true);
    expect(isApiError(new Error('Not found'))).toBe(false);
    expect(isApiError({ status: 404, message: 'Not found' })).toBe(false);
  });
});

describe('errorMessage', () => {
  const FALLBACK = 'Failed to claim rewards';

  it('shows the server’s message when it sent one', () => {
    expect(
      errorMessage(
        new ApiError(409, 'STAKING__NOTHING_TO_CLAIM', 'No rewards to claim on this stake'),
        FALLBACK,
      ),
    ).toBe('No rewards to claim on this stake');
  });

  it('falls back when the server was unreachable, sent no message, or the error is not the server’s', () => {
    expect(errorMessage(new ApiError(0, 'INTERNAL', 'Error connecting to server'), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(new ApiError(500, 'INTERNAL', ''), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(new ApiError(400, '', ''), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(new Error('fetch failed'), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(undefined, FALLBACK)).toBe(FALLBACK);
  });

  it('falls back on an internal server error, whose text says less than the action’s', () => {
    expect(errorMessage(new ApiError(500, 'INTERNAL', 'Something went wrong on our side'), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(errorMessage(new ApiError(502, '', 'Bad Gateway'), FALLBACK)).toBe(FALLBACK);
  });

  it('keeps a 5xx that names its cause with a code of its own', () => {
    const poolShort = new ApiError(
      503,
      'PAYMENT__POOL_INSUFFICIENT',
      'The rewards pool cannot pay right now',
    );
    expect(serverMessageOf(poolShort)).toBe('The rewards pool cannot pay right now');
  });

  it('keeps a refusal answered with a success status', () => {
    expect(errorMessage(new ApiError(200, '', 'Stake is still locked'), FALLBACK)).toBe(
      'Stake is still locked',
    );
  });
});
