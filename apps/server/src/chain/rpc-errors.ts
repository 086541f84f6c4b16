import {
  isSolanaError,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
} from '@solana/kit';
import { WosError } from '@wos/shared';
import { retryAfterMs } from './retry-after.ts';

/** What a refused sendTransaction means for the game. */
export type SendRefusal =
  | { kind: 'already-processed' }
  | { kind: 'blockhash-not-found' }
  | { kind: 'preflight'; reason: string; logs: readonly string[] };

/**
 * Reads a sendTransaction error by its code (kit's messages are not stable
 * text: production builds print only the code). Undefined: not a refusal by
 * the node, so the transaction's fate is unknown.
 */
export function sendRefusal(error: unknown): SendRefusal | undefined {
  if (isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE)) {
    return { kind: 'preflight', reason: 'signature verification failed', logs: [] };
  }
  if (!isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)) {
    return undefined;
  }
  const cause = error.cause;
  if (isSolanaError(cause, SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED))
    return { kind: 'already-processed' };
  if (isSolanaError(cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)) {
    return { kind: 'blockhash-not-found' };
  }
  const logs = error.context.logs ?? [];
  const reason = cause instanceof Error ? cause.message : 'simulation failed';
  return { kind: 'preflight', reason, logs };
}

const BUSY = 'The Solana network is busy; please try again in a moment';

/** A request the rate limit (ours or the node's 429) could not fit before its deadline; nothing was sent. */
export function rateLimited(rpcStatus?: number): WosError<'CHAIN__UNAVAILABLE'> {
  return new WosError('CHAIN__UNAVAILABLE', {
    message: BUSY,
    ...(rpcStatus ? { details: { rpcStatus } } : {}),
  });
}

/** The player's words for a node that did not answer usefully; never the node's internals. */
export function unavailable(error: unknown): WosError {
  if (error instanceof WosError) return error;
  if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) {
    const { statusCode } = error.context;
    if (statusCode === 429) return rateLimited(statusCode);
    return new WosError('CHAIN__UNAVAILABLE', {
      message: 'The Solana network is not answering; please try again',
      details: { rpcStatus: statusCode },
    });
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new WosError('CHAIN__UNAVAILABLE', {
      message: 'The Solana network did not answer in time; please try again',
    });
  }
  return new WosError('CHAIN__UNAVAILABLE');
}

/** How long a 429 asks to wait (undefined: no usable Retry-After); undefined result: not a 429. */
export function throttledAnswer(
  error: unknown,
  now: number,
): { retryAfterMs: number | undefined } | undefined {
  if (!isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) return undefined;
  if (error.context.statusCode !== 429) return undefined;
  return { retryAfterMs: retryAfterMs(error.context.headers?.get('retry-after'), now) };
}
