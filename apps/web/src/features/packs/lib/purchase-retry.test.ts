import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { isWorthRetrying, signatureOfFailedProcess } from './purchase-retry.ts';

describe('discount purchase retry', () => {
  it('retries when the server sent the payment but did not create the pack', () => {
    const timeout = new ApiError(504, 'PAYMENT__CONFIRMATION_TIMEOUT', 'timed out', { signature: '5xyz' });
    expect(signatureOfFailedProcess(timeout)).toBe('5xyz');
    expect(isWorthRetrying(timeout)).toBe(true);
    expect(isWorthRetrying(new ApiError(500, 'INTERNAL', 'pack creation failed'))).toBe(true);
  });

  it('does not retry a refusal: nothing was sent', () => {
    expect(isWorthRetrying(new ApiError(409, 'PACKS__VOUCHER_USED', 'This voucher was already used'))).toBe(
      false,
    );
    expect(isWorthRetrying(new ApiError(0, 'INTERNAL', 'Error connecting to server'))).toBe(false);
    expect(isWorthRetrying(new Error('x'))).toBe(false);
  });
});
