import { transactionFees } from '@wos/shared';
import { isApiError } from '../../../lib/api/api-error.ts';
import { queryClient } from '../../../lib/config/query-client.ts';
import { isWalletErrorLike } from '../../../lib/wallet/wallet-error-like.ts';
import { refreshWalletFunds } from '../../wallet/index.ts';
import type { TransactionProgressControls } from '../hooks/useTransactionProgress.ts';
import type { TransactionFeeView } from './transaction-progress.ts';

/**
 * The page's half of the two-phase protocol (docs/architecture.md §4), shared by every player-paid flow:
 * the server prepares a transaction, the wallet signs it, the server sends and confirms it.
 * The dialog moves preparing → signing → processing → confirming → success, or error.
 * A 422 flagged retryWithSkipPreflight is retried once with preflight skipped; a 504 that
 * carries a signature goes to the flow's `confirmationTimedOut` (it may still land).
 */
export interface TwoPhaseMessages {
  /** The prepare call failed without a message of its own. */
  prepareFailed: string;
  /** The wallet refused or failed to sign. */
  signFailed: string;
  /** The signed transaction never reached the server. */
  processFailed: string;
  /** The server refused or failed the transaction without a message of its own. */
  transactionFailed: string;
  /** The retry without preflight failed too. */
  retryFailed: string;
  /** Anything else that went wrong (e.g. 'Failed to stake tokens'). */
  unexpected: string;
}

export interface TwoPhaseFlow<
  Prepared extends { transaction: string },
  Result extends { signature: string },
> {
  progress: TransactionProgressControls;
  messages: TwoPhaseMessages;
  prepare(): Promise<Prepared>;
  sign(transactionBase64: string): Promise<string>;
  process(prepared: Prepared, signedTransaction: string, skipPreflight: boolean): Promise<Result>;
  /** Runs while 'confirming', after the server confirmed (e.g. refresh what the payment changed). */
  confirm(result: Result): Promise<void>;
  /** Runs while 'confirming' after a 504 with a signature; returns the success message. */
  confirmationTimedOut(signature: string): Promise<string>;
  /**
   * How the dialog ends after that wait: 'unconfirmed' (the default: Success not reached), or
   * 'success' with the timeout's message (a stake, docs/spec/000-shell-wallet-staking.md §4).
   */
  timedOutEndsAs?: TimedOutEnding;
  successMessage(result: Result): string;
}

export type TimedOutEnding = 'success' | 'unconfirmed';

export type TwoPhaseOutcome<Result> =
  | { status: 'success'; result: Result }
  | { status: 'timeout'; signature: string }
  | { status: 'error'; message: string; error: unknown };

/** A failure with the message the player reads; `cause` is what actually went wrong. */
class StageError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
  }
}

class ConfirmationTimeout extends Error {
  constructor(readonly signature: string) {
    super('Confirmation timed out');
  }
}

function detail(error: unknown, key: string): unknown {
  return isApiError(error) ? error.details?.[key] : undefined;
}

/** The failure's server message; `unreachable` when it never reached the server; else `fallback`. */
export function serverMessage(error: unknown, fallback: string, unreachable: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return unreachable;
  return error.message || fallback;
}

function timeoutSignature(error: unknown): string | null {
  const signature = detail(error, 'signature');
  return isApiError(error) && error.status === 504 && typeof signature === 'string' ? signature : null;
}

function signFailure(error: unknown, fallback: string): string {
  // The wallet layer's own errors read as the spec's message; ours (e.g. no versioned
  // transactions, no signing) are already meant for the player.
  if (isWalletErrorLike(error) || !(error instanceof Error) || !error.message) return fallback;
  return error.message;
}

/** A payment that landed (or may have) changed the wallet: its balance and history are read again. */
function fundsMoved(): void {
  refreshWalletFunds(queryClient).catch((error: unknown) => console.error(error));
}

/** The fees the prepared transaction names (its compute budget), or none when its bytes cannot be read. */
function feesOf(transactionBase64: string): TransactionFeeView | undefined {
  try {
    const bytes = Uint8Array.from(atob(transactionBase64), (char) => char.charCodeAt(0));
    const fees = transactionFees(bytes);
    return {
      networkLamports: Number(fees.baseFeeLamports),
      priorityLamports: Number(fees.priorityFeeLamports),
    };
  } catch {
    return undefined;
  }
}

function isRetryablePreflight(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && detail(error, 'retryWithSkipPreflight') === true;
}

export async function runTwoPhase<
  Prepared extends { transaction: string },
  Result extends { signature: string },
>(flow: TwoPhaseFlow<Prepared, Result>): Promise<TwoPhaseOutcome<Result>> {
  const { progress, messages } = flow;

  const send = async (
    prepared: Prepared,
    signed: string,
    skipPreflight: boolean,
  ): Promise<{ result: Result } | { error: unknown }> => {
    try {
      return { result: await flow.process(prepared, signed, skipPreflight) };
    } catch (error) {
      return { error };
    }
  };

  try {
    let prepared: Prepared;
    try {
      prepared = await flow.prepare();
    } catch (error) {
      throw new StageError(serverMessage(error, messages.prepareFailed, messages.prepareFailed), error);
    }

    progress.step('signing', feesOf(prepared.transaction));
    let signed: string;
    try {
      signed = await flow.sign(prepared.transaction);
    } catch (error) {
      throw new StageError(signFailure(error, messages.signFailed), error);
    }

    progress.step('processing');
    let sent = await send(prepared, signed, false);
    let retried = false;
    if ('error' in sent && isRetryablePreflight(sent.error)) {
      retried = true;
      sent = await send(prepared, signed, true);
    }
    if ('error' in sent) {
      const signature = timeoutSignature(sent.error);
      if (signature) throw new ConfirmationTimeout(signature);
      const fallback = retried ? messages.retryFailed : messages.transactionFailed;
      throw new StageError(serverMessage(sent.error, fallback, messages.processFailed), sent.error);
    }

    progress.step('confirming');
    try {
      await flow.confirm(sent.result);
    } catch (error) {
      // The payment landed; only the refresh after it failed.
      console.error(error);
    }
    fundsMoved();
    progress.succeed(flow.successMessage(sent.result), sent.result.signature);
    return { status: 'success', result: sent.result };
  } catch (error) {
    if (error instanceof ConfirmationTimeout) {
      progress.step('confirming');
      let message = 'The transaction was sent, but its confirmation timed out.';
      try {
        message = await flow.confirmationTimedOut(error.signature);
      } catch (cause) {
        console.error(cause);
      }
      fundsMoved();
      if (flow.timedOutEndsAs === 'success') progress.succeed(message, error.signature);
      else progress.unconfirmed(message, error.signature);
      return { status: 'timeout', signature: error.signature };
    }
    const cause = error instanceof StageError ? error.cause : error;
    const message = error instanceof StageError ? error.message : messages.unexpected;
    console.error(cause);
    progress.fail(message);
    return { status: 'error', message, error: cause };
  }
}
