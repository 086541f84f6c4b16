/** The two-phase payment protocol and the game's payouts (docs/architecture.md §4). */
export const PAYMENT_ERRORS = {
  /** The paying wallet lacks the token or the SOL for the network fee. */
  PAYMENT__INSUFFICIENT_FUNDS: 'Insufficient WLO balance',
  /** `process` names an intent this wallet never prepared. */
  PAYMENT__INTENT_NOT_FOUND: 'No prepared transaction with this id for this wallet',
  /** The signed transaction is not the prepared one (tampered, another wallet's, unreadable). */
  PAYMENT__TRANSACTION_MISMATCH: 'The signed transaction differs from the one prepared',
  PAYMENT__TRANSACTION_EXPIRED: 'The transaction expired; please try again',
  PAYMENT__TRANSACTION_FAILED: 'Transaction failed on chain',
  /** The node refused it before sending; `retryWithSkipPreflight` says whether a retry may land. */
  PAYMENT__PREFLIGHT_FAILED: 'Transaction preflight failed',
  /** Sent, not confirmed yet: reconciliation finishes it; the body carries the signature. */
  PAYMENT__CONFIRMATION_TIMEOUT: 'The transaction was sent but is not confirmed yet',
  /** A game pool cannot pay now; nothing was changed, the player may retry later. */
  PAYMENT__POOL_INSUFFICIENT: 'The rewards pool cannot pay this claim right now; please try again later',
} as const;

/** Chain logs travel with the error to the server's log, never to the player (error-handler strips them). */
type ChainLogs = { logs?: readonly string[] };

export type PaymentErrorDetails = {
  PAYMENT__TRANSACTION_FAILED: ChainLogs;
  PAYMENT__PREFLIGHT_FAILED: ChainLogs & { retryWithSkipPreflight?: boolean };
  PAYMENT__CONFIRMATION_TIMEOUT: { signature: string };
};
