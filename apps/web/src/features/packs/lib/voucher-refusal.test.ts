import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { isVoucherRefused } from './voucher-refusal.ts';

describe('isVoucherRefused', () => {
  it('is a spent voucher, none left, or one that is not this wallet’s, whatever the words', () => {
    expect(isVoucherRefused(new ApiError(409, 'PACKS__VOUCHER_USED', 'Reworded'))).toBe(true);
    expect(isVoucherRefused(new ApiError(400, 'PACKS__NO_VOUCHER', ''))).toBe(true);
    expect(isVoucherRefused(new ApiError(404, 'PACKS__VOUCHER_NOT_FOUND', 'Voucher not found'))).toBe(true);
    expect(isVoucherRefused(new ApiError(404, 'SOMETHING_NEWER', 'Gone'))).toBe(true);
  });

  it('is not a refusal that a retry may get past, nor a sentence that only sounds like one', () => {
    expect(
      isVoucherRefused(new ApiError(409, 'PACKS__VOUCHER_IN_USE', 'This voucher was already used')),
    ).toBe(false);
    expect(isVoucherRefused(new ApiError(400, 'BAD_REQUEST', 'You have no unused discount voucher'))).toBe(
      false,
    );
    expect(isVoucherRefused(new Error('This voucher was already used'))).toBe(false);
  });
});
