import type { ErrorCode } from '@wos/shared';

/** The one place an error code becomes an HTTP status. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  INVALID_ADDRESS: 400,
  INVALID_AMOUNT: 400,
  INVALID_NETWORK: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_FUNDS: 400,
  BELOW_MINIMUM: 400,
  STAKE_LOCKED: 400,
  NOTHING_TO_CLAIM: 400,
  TRANSACTION_MISMATCH: 400,
  TRANSACTION_EXPIRED: 400,
  TRANSACTION_FAILED: 400,
  PREFLIGHT_FAILED: 422,
  CONFIRMATION_TIMEOUT: 504,
  RATE_LIMITED: 429,
  CHAIN_UNAVAILABLE: 503,
  /** A game pool cannot pay now; nothing was changed, the player may retry later. */
  POOL_INSUFFICIENT: 503,
  /** A free-pack asset offered to the treasury (DESIGN §5). */
  ASSET_BOUND: 400,
  /** The treasury's buy-back budget of the UTC day is spent; nothing was changed. */
  BUYBACK_BUDGET_SPENT: 503,
  INTERNAL: 500,
};
