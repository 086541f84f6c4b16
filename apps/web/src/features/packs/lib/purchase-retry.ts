import { isApiError } from '../../../lib/api/api-error.ts';

/**
 * docs/spec/001-game.md §4 (discount purchase): 'retry after 2 s if a signature came back but pack
 * creation failed'. The server answers a failure after sending with the signature (504 on a
 * confirmation timeout, or a server error); processing is idempotent, so asking again either
 * finds the landed payment and creates the pack, or fails the same way.
 */
export function signatureOfFailedProcess(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const signature = error.details?.signature;
  if (typeof signature === 'string' && signature.length > 0) return signature;
  return null;
}

export function isWorthRetrying(error: unknown): boolean {
  return signatureOfFailedProcess(error) !== null || (isApiError(error) && error.status >= 500);
}
