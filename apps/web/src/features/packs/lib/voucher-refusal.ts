import { hasErrorCode, isApiError } from '../../../lib/api/api-error.ts';

/**
 * The server refused the voucher for good (spent, or not this wallet's), so it leaves the
 * store. Any 404 of a discounted purchase counts too: the voucher or its purchase is gone.
 */
export function isVoucherRefused(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status === 404 ||
    hasErrorCode(error, 'PACKS__VOUCHER_USED', 'PACKS__NO_VOUCHER', 'PACKS__VOUCHER_NOT_FOUND')
  );
}
