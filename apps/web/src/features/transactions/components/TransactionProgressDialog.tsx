import { useAppConfig } from '../../../lib/config/config-query.ts';
import { explorerTxUrl } from '../../../lib/config/explorer-url.ts';
import { shortenAddress } from '../../../lib/format/address.ts';
import { formatAmount } from '../../../lib/format/number.ts';
import { useElapsedSeconds } from '../../../lib/hooks/useElapsedSeconds.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import {
  stepStatus,
  TRANSACTION_STEPS,
  type TransactionProgressState,
  type TransactionStep,
} from '../lib/transaction-progress.ts';
import '../transactions.css';

const STEP_LABELS: Record<TransactionStep, string> = {
  preparing: 'Preparing',
  signing: 'Signing',
  processing: 'Processing',
  confirming: 'Confirming',
  success: 'Success',
  error: 'Error',
  unconfirmed: 'Unconfirmed',
};

type Outcome = 'success' | 'error' | 'unconfirmed';
const isOutcome = (step: TransactionStep): step is Outcome =>
  step === 'success' || step === 'error' || step === 'unconfirmed';

const STEP_TEXT: Record<Exclude<TransactionStep, Outcome>, string> = {
  preparing: 'Preparing your transaction…',
  signing: 'Approve the transaction in your wallet…',
  processing: 'Processing your transaction…',
  confirming: 'Confirming on the network…',
};

/** Lamports as SOL with the digits they need (0.000005, 0.0000125), never in exponent notation. */
function formatSol(lamports: number): string {
  return (lamports / 1e9).toFixed(9).replace(/0+$/, '').replace(/\.$/, '');
}

const STATUS_ICONS = { done: '✓', active: '', failed: '!', unconfirmed: '?', pending: '' } as const;

interface Props {
  state: TransactionProgressState;
  onClose: () => void;
}

/** The shared transaction progress dialog: stepper, seconds counter, outcome, close button. */
export function TransactionProgressDialog({ state, onClose }: Props) {
  const config = useAppConfig();
  const counting = state.step === 'processing' || state.step === 'confirming';
  const seconds = useElapsedSeconds(counting ? state.processingSince : null);
  const finished = isOutcome(state.step);
  const link = state.signature ? explorerTxUrl(config?.explorerTxUrl, state.signature) : null;

  return (
    <Dialog
      open={state.open}
      onClose={onClose}
      title={state.name}
      className="tx-dialog"
      actions={
        <button type="button" className={`btn ${finished ? 'btn--primary' : 'btn--ghost'}`} onClick={onClose}>
          {finished ? 'Done' : 'Close'}
        </button>
      }
    >
      {state.price > 0 ? (
        <p className="tx-dialog__amount">
          {formatAmount(state.price)} {state.currency}
        </p>
      ) : null}
      {state.fees ? (
        <p className="tx-dialog__fees" data-testid="transaction-fees">
          Network fee {formatSol(state.fees.networkLamports)} SOL · Priority fee{' '}
          {formatSol(state.fees.priorityLamports)} SOL
        </p>
      ) : null}
      <ol className="tx-steps" aria-label="Transaction steps">
        {TRANSACTION_STEPS.filter((step) => !(state.skipsProcessing && step === 'processing')).map((step) => {
          const status = stepStatus(state, step);
          return (
            <li key={step} className={`tx-steps__item tx-steps__item--${status}`} data-status={status}>
              <span className="tx-steps__marker" aria-hidden="true">
                {status === 'active' ? <span className="spinner tx-steps__spinner" /> : STATUS_ICONS[status]}
              </span>
              <span className="tx-steps__label">{STEP_LABELS[step]}</span>
            </li>
          );
        })}
      </ol>
      <div
        className={`tx-status tx-status--${state.step}`}
        data-testid="transaction-step"
        data-step={state.step}
        role={state.step === 'error' ? 'alert' : 'status'}
      >
        <p className="tx-status__text">
          {isOutcome(state.step) ? state.message : `${STEP_LABELS[state.step]}: ${STEP_TEXT[state.step]}`}
        </p>
        {counting ? (
          <p className="tx-status__seconds" data-testid="transaction-seconds">
            {seconds}s
          </p>
        ) : null}
      </div>
      {(state.step === 'success' || state.step === 'unconfirmed') && state.signature ? (
        <p className="tx-dialog__signature">
          Signature{' '}
          {link ? (
            <a href={link} target="_blank" rel="noreferrer">
              {shortenAddress(state.signature, 8, 8, '…')}
            </a>
          ) : (
            <code>{shortenAddress(state.signature, 8, 8, '…')}</code>
          )}
        </p>
      ) : null}
    </Dialog>
  );
}
