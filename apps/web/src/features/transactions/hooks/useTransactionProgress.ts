import { useCallback, useMemo, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import {
  INITIAL_TRANSACTION_PROGRESS,
  type TransactionFeeView,
  type TransactionProgressAction,
  type TransactionProgressState,
  transactionProgressReducer,
} from '../lib/transaction-progress.ts';

export interface TransactionProgressControls {
  /** `skipsProcessing`: the flow goes from signing straight to confirming (a stake). */
  start(name: string, price: number, currency?: string, options?: { skipsProcessing?: boolean }): void;
  /** `fees`: what the transaction about to be signed costs besides its price (shown while signing). */
  step(step: 'signing' | 'processing' | 'confirming', fees?: TransactionFeeView): void;
  succeed(message: string, signature?: string | null): void;
  fail(message: string): void;
  /** Sent, but its confirmation timed out: it may still land. */
  unconfirmed(message: string, signature: string): void;
  close(): void;
  /** Whether the player still has the dialog open (a flow need not toast what it shows). */
  isOpen(): boolean;
}

/**
 * The dialog's state and the calls a flow makes to move it along. Each change reaches the
 * screen at once (flushSync): a wallet that signs without a prompt must not skip 'Signing'.
 */
export function useTransactionProgress(): [TransactionProgressState, TransactionProgressControls] {
  const [state, dispatch] = useReducer(transactionProgressReducer, INITIAL_TRANSACTION_PROGRESS);
  const open = useRef(state.open);
  open.current = state.open;
  const now = useCallback((action: TransactionProgressAction) => flushSync(() => dispatch(action)), []);
  const controls = useMemo<TransactionProgressControls>(
    () => ({
      start: (name, price, currency = 'WLO', options = {}) => {
        open.current = true;
        now({ type: 'start', name, price, currency, skipsProcessing: options.skipsProcessing ?? false });
      },
      step: (step, fees) => now({ type: 'step', step, at: Date.now(), fees }),
      succeed: (message, signature = null) => now({ type: 'success', message, signature }),
      fail: (message) => now({ type: 'error', message }),
      unconfirmed: (message, signature) => now({ type: 'unconfirmed', message, signature }),
      close: () => {
        open.current = false;
        dispatch({ type: 'close' });
      },
      isOpen: () => open.current,
    }),
    [now],
  );
  return [state, controls];
}
