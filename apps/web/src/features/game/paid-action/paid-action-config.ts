import type { Toasts } from '../../../lib/toast/toast-store.ts';
import type {
  TimedOutEnding,
  TransactionProgressControls,
  TwoPhaseMessages,
} from '../../transactions/index.ts';
import type { SignedInAccount } from '../account/useSignedInAccount.ts';
import type { WalletGate } from './wallet-gate.ts';

/**
 * docs/spec/000-shell-wallet-staking.md §9: after a 504 that carries a signature, wait 10 s before looking
 * again.
 */
export const CONFIRMATION_TIMEOUT_WAIT_MS = 10_000;

export const CANNOT_SIGN_MESSAGE = 'Wallet does not support transaction signing';
export const WALLET_NOT_CONNECTED_MESSAGE = 'Wallet not connected';

/** What a flow may do with the shared transaction dialog while it runs. */
export type PaymentDialog = Pick<TransactionProgressControls, 'start' | 'step'>;

/** The dialog's opening line: what is paid for, how much, in which token. */
export interface PaymentTitle {
  name: string;
  price: number;
  currency: string;
  /** The flow goes from signing straight to confirming (a stake). */
  skipsProcessing?: boolean;
}

/** A prepare that finished the action without a payment (a free pack), or found nothing to sign. */
export interface SettledWithoutPayment {
  settled: 'success' | 'error';
  message: string;
}

export interface PaidActionMessages<Input, Result> extends TwoPhaseMessages {
  success(input: Input, result: Result): string;
  /** Sent, but its confirmation timed out: it may still land. */
  timedOut(input: Input): string;
  /** The prepare call failed; by default its server message, else `prepareFailed`. */
  prepareFailure?(error: unknown): string;
  /** The wallet changed or left before signing; default 'Wallet not connected'. */
  walletNotConnected?: string;
}

/**
 * A player-paid action (docs/architecture.md §4's two phases): the server prepares a transaction, the
 * player's wallet signs it, the server sends and confirms it, then what it changed is read again.
 */
export interface PaidActionConfig<
  Input,
  Prepared extends { transaction: string },
  Result extends { signature: string },
> {
  wallet: WalletGate;
  /** False when nothing needs signing (a free pack): the wallet's signing support is not checked. */
  needsSignature?(input: Input): boolean;
  /** The feature's own checks before the dialog opens (an amount, a balance); false stops quietly. */
  check?(input: Input, account: SignedInAccount): boolean | Promise<boolean>;
  title(input: Input): PaymentTitle;
  prepare(
    input: Input,
    account: SignedInAccount,
    dialog: PaymentDialog,
  ): Promise<Prepared | SettledWithoutPayment>;
  process(
    input: Input,
    account: SignedInAccount,
    sent: { prepared: Prepared; signedTransaction: string; skipPreflight: boolean },
    dialog: PaymentDialog,
  ): Promise<Result>;
  /** Reads again what the payment changed (after a confirmation timeout too). */
  refresh(input: Input, account: SignedInAccount): Promise<void>;
  /** What runs while 'confirming' after success; by default `refresh`. */
  confirm?(input: Input, account: SignedInAccount, result: Result): Promise<void>;
  messages: PaidActionMessages<Input, Result>;
  /**
   * How a confirmation timeout ends, after the 10 s wait and the refresh: 'unconfirmed' by
   * default, or 'success' with `messages.timedOut` (a stake, docs/spec/000-shell-wallet-staking.md §4).
   */
  timeoutEndsAs?: TimedOutEnding;
  /** The toasts it shows; by default the page's (5 s), the listing purchase's close after 3 s. */
  toasts?: Toasts;
  /** 'always': a failure is toasted even while the dialog shows it (the marketplace's purchase). */
  errorToast?: 'if-closed' | 'always';
  /** After the outcome was shown, e.g. the wallet read again 1.5 s after a sale. */
  settled?(outcome: PaidOutcome<Result>, input: Input, account: SignedInAccount): void;
}

/**
 * A server-paid action (a claim, an unstake): one call while the action is pending, the
 * payout reported by the feature; a failure is toasted with the feature's words.
 */
export interface PayoutActionConfig<Input, Result> {
  wallet: WalletGate;
  check?(input: Input, account: SignedInAccount): boolean;
  /** The call itself, while the action is pending; it may toast and refresh what it paid. */
  process(input: Input, account: SignedInAccount): Promise<Result>;
  /** After the action stopped pending (e.g. claim all's summary and refresh). */
  settled?(result: Result, input: Input, account: SignedInAccount): Promise<void> | void;
  messages: { failure(error: unknown): string };
}

/**
 * How a paid action ended. 'refused': it never started (no wallet, a check said no).
 * 'error' names the stage, so a flow can tell a refused prepare from a failed payment.
 */
export type PaidOutcome<Result> =
  | { status: 'success'; result: Result | null }
  | { status: 'timeout'; signature: string | null }
  | { status: 'error'; stage: 'prepare' | 'payment'; message: string; error: unknown }
  | { status: 'refused' };

/** Success or a timeout (the payment may still land): what flows report as "went through". */
export const wentThrough = (outcome: PaidOutcome<unknown>) =>
  outcome.status === 'success' || outcome.status === 'timeout';
