/**
 * Generic codes: a malformed call, a missing route or resource the page never branches on,
 * too many calls, a failure on our side. Domain refusals have codes of their own areas.
 */
export const REQUEST_ERRORS = {
  BAD_REQUEST: 'Invalid request',
  INVALID_ADDRESS: 'Invalid wallet address',
  INVALID_AMOUNT: 'Invalid amount',
  INVALID_NETWORK: 'This server runs on another network',
  NOT_FOUND: 'Not found',
  CONFLICT: 'This changed meanwhile; please try again',
  RATE_LIMITED: 'Too many requests; please try again shortly',
  INTERNAL: 'Something went wrong on our side',
} as const;
