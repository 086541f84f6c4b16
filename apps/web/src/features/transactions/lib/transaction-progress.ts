/**
 * The transaction progress dialog's state (docs/spec/000-shell-wallet-staking.md §4): steps preparing →
 * signing → processing → confirming → success, or error. Shared by every player-paid flow (staking, packs,
 * marketplace).
 */
export const TRANSACTION_STEPS = ['preparing', 'signing', 'processing', 'confirming', 'success'] as const;
/**
 * Besides the steps: 'error', and 'unconfirmed' (sent, but its confirmation timed out: it may
 * still land, so Confirming is not ticked and Success is not reached).
 */
export type TransactionStep = (typeof TRANSACTION_STEPS)[number] | 'error' | 'unconfirmed';

/** What the prepared transaction will cost its signer on top of the price, lamports (read from its bytes). */
export interface TransactionFeeView {
  networkLamports: number;
  priorityLamports: number;
}

export interface TransactionProgressState {
  open: boolean;
  step: TransactionStep;
  /** What is being paid for, e.g. 'Stake' or a pack's name. */
  name: string;
  price: number;
  currency: string;
  /** The outcome in words (success or error). */
  message: string | null;
  signature: string | null;
  /** The step that was running when the flow failed. */
  failedStep: TransactionStep | null;
  /** When processing began (the seconds counter runs through processing and confirming). */
  processingSince: number | null;
  /** A flow with no processing step (a stake: preparing → signing → confirming → success). */
  skipsProcessing: boolean;
  /** The fees of the transaction to sign, known once it is prepared. */
  fees: TransactionFeeView | null;
}

/** Spec: initially closed, step 'preparing', name 'Stake', price 0. */
export const INITIAL_TRANSACTION_PROGRESS: TransactionProgressState = {
  open: false,
  step: 'preparing',
  name: 'Stake',
  price: 0,
  currency: 'WLO',
  message: null,
  signature: null,
  failedStep: null,
  processingSince: null,
  skipsProcessing: false,
  fees: null,
};

export type TransactionProgressAction =
  | { type: 'start'; name: string; price: number; currency: string; skipsProcessing?: boolean }
  | {
      type: 'step';
      step: 'signing' | 'processing' | 'confirming';
      at: number;
      fees?: TransactionFeeView | undefined;
    }
  | { type: 'success'; message: string; signature: string | null }
  | { type: 'error'; message: string }
  | { type: 'unconfirmed'; message: string; signature: string | null }
  | { type: 'close' };

export function transactionProgressReducer(
  state: TransactionProgressState,
  action: TransactionProgressAction,
): TransactionProgressState {
  switch (action.type) {
    case 'start':
      return {
        ...INITIAL_TRANSACTION_PROGRESS,
        open: true,
        name: action.name,
        price: action.price,
        currency: action.currency,
        skipsProcessing: action.skipsProcessing ?? false,
      };
    case 'step': {
      const step = state.skipsProcessing && action.step === 'processing' ? 'confirming' : action.step;
      return {
        ...state,
        step,
        processingSince: step === 'signing' ? null : (state.processingSince ?? action.at),
        fees: action.fees ?? state.fees,
      };
    }
    case 'success':
      return { ...state, step: 'success', message: action.message, signature: action.signature };
    case 'error':
      return { ...state, step: 'error', message: action.message, failedStep: state.step };
    case 'unconfirmed':
      return { ...state, step: 'unconfirmed', message: action.message, signature: action.signature };
    case 'close':
      return { ...state, open: false };
  }
}

/** Open and not yet at an outcome (success, error or unconfirmed): the flow is still running. */
export function isTransactionRunning(state: Pick<TransactionProgressState, 'open' | 'step'>): boolean {
  return state.open && state.step !== 'success' && state.step !== 'error' && state.step !== 'unconfirmed';
}

export type StepStatus = 'done' | 'active' | 'failed' | 'unconfirmed' | 'pending';

/** Whether `step` is done, running or still to come, for the stepper. */
export function stepStatus(
  state: Pick<TransactionProgressState, 'step' | 'failedStep'>,
  step: TransactionStep,
): StepStatus {
  if (state.step === 'unconfirmed') {
    if (step === 'confirming') return 'unconfirmed';
    return step === 'success' ? 'pending' : 'done';
  }
  const current = state.step === 'error' ? state.failedStep : state.step;
  const index = TRANSACTION_STEPS.indexOf(step as (typeof TRANSACTION_STEPS)[number]);
  const currentIndex = TRANSACTION_STEPS.indexOf(current as (typeof TRANSACTION_STEPS)[number]);
  if (state.step === 'success') return 'done';
  if (index < currentIndex) return 'done';
  if (index === currentIndex) return state.step === 'error' ? 'failed' : 'active';
  return 'pending';
}
