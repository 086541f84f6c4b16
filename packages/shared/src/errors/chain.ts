/** The Solana node did not answer usefully; nothing was decided, the call may be retried. */
export const CHAIN_ERRORS = {
  CHAIN__UNAVAILABLE: 'The Solana network cannot be reached; please try again',
} as const;

export type ChainErrorDetails = {
  /** The HTTP status the node answered with, when it answered. */
  CHAIN__UNAVAILABLE: { rpcStatus?: number };
};
