// What other features may import from transactions: the shared transaction dialog, its
// state, and the page's half of the two-phase payment (docs/architecture.md §4).
export { TransactionProgressDialog } from './components/TransactionProgressDialog.tsx';
export { type TransactionProgressControls, useTransactionProgress } from './hooks/useTransactionProgress.ts';
export {
  runTwoPhase,
  serverMessage,
  type TimedOutEnding,
  type TwoPhaseFlow,
  type TwoPhaseMessages,
  type TwoPhaseOutcome,
} from './lib/run-two-phase.ts';
export { isTransactionRunning, type TransactionProgressState } from './lib/transaction-progress.ts';
