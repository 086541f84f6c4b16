/**
 * The one error type of the product. Codes are stable: the server maps them to
 * HTTP statuses (apps/server/src/http/error-status.ts) and the page maps them to
 * the specification's messages.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'INVALID_ADDRESS',
  'INVALID_AMOUNT',
  'INVALID_NETWORK',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INSUFFICIENT_FUNDS',
  'BELOW_MINIMUM',
  'STAKE_LOCKED',
  'NOTHING_TO_CLAIM',
  'TRANSACTION_MISMATCH',
  'TRANSACTION_EXPIRED',
  'TRANSACTION_FAILED',
  'PREFLIGHT_FAILED',
  'CONFIRMATION_TIMEOUT',
  'RATE_LIMITED',
  'CHAIN_UNAVAILABLE',
  'POOL_INSUFFICIENT',
  'ASSET_BOUND',
  'BUYBACK_BUDGET_SPENT',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorDetails = Record<string, unknown>;

export class WosError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails | undefined;

  constructor(code: ErrorCode, message: string, details?: ErrorDetails) {
    super(message);
    this.name = 'WosError';
    this.code = code;
    this.details = details;
  }
}

export function isWosError(value: unknown): value is WosError {
  return value instanceof WosError;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
