import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_TEXTS, isErrorCode, isWosError, WosError } from './index.ts';

describe('error codes', () => {
  it('name the area of a domain refusal: AREA__NAME, or one plain word group for generic ones', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^([A-Z]+__)?[A-Z]+(_[A-Z]+)*$/);
    expect(ERROR_CODES).toContain('MARKET__LISTING_SOLD');
    expect(ERROR_CODES).toContain('PACKS__VOUCHER_USED');
    expect(ERROR_CODES).toContain('BAD_REQUEST');
  });

  it('each has a default text', () => {
    for (const code of ERROR_CODES) expect(ERROR_TEXTS[code].length).toBeGreaterThan(0);
    expect(ERROR_TEXTS.FARMERS__MAX_LEVEL).toBe('This farmer is already at maximum level (5).');
  });

  it('tells a known code from any other string', () => {
    expect(isErrorCode('MARKET__PRICE_CHANGED')).toBe(true);
    expect(isErrorCode('SOMETHING_NEWER')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(409)).toBe(false);
  });
});

describe('WosError', () => {
  it('says the code’s default text when given no message', () => {
    const error = new WosError('PACKS__VOUCHER_USED');
    expect(error).toBeInstanceOf(Error);
    expect(isWosError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'WosError', code: 'PACKS__VOUCHER_USED', details: undefined });
    expect(error.message).toBe('This voucher was already used');
  });

  it('keeps a message of its own and the code’s details', () => {
    const error = new WosError('PAYMENT__CONFIRMATION_TIMEOUT', {
      message: 'Not confirmed yet',
      details: { signature: 'sig' },
    });
    expect(error.message).toBe('Not confirmed yet');
    expect(error.details).toEqual({ signature: 'sig' });
  });

  it('type-checks only the code’s own details', () => {
    // @ts-expect-error: a confirmation timeout must carry its signature
    new WosError('PAYMENT__CONFIRMATION_TIMEOUT');
    // @ts-expect-error: the signature is a string
    new WosError('PAYMENT__CONFIRMATION_TIMEOUT', { details: { signature: 1 } });
    // @ts-expect-error: a listing that sold carries no details
    new WosError('MARKET__LISTING_SOLD', { details: { price: 1 } });
    // @ts-expect-error: no such code
    new WosError('LISTING_SOLD');
    new WosError('PAYMENT__PREFLIGHT_FAILED', { details: { retryWithSkipPreflight: true } });
    new WosError('CHAIN__UNAVAILABLE');
    expect(isWosError(new Error('x'))).toBe(false);
  });
});
