import {
  EARLY_UNSTAKE_FEE_PERCENT,
  earlyUnstakeReturn,
  fromBaseUnits,
  toBaseUnits,
  WLO_DECIMALS,
} from '@wos/shared';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatAmount } from '../../../lib/format/number.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { DialogActions } from '../../../lib/ui/DialogActions.tsx';
import type { PositionView } from '../lib/position-view.ts';

interface Props {
  position: PositionView | null;
  busy: boolean;
  onConfirm: (position: PositionView) => void;
  onClose: () => void;
}

function earlyReturn(amount: number): { returned: number; fee: number } {
  const { returned, fee } = earlyUnstakeReturn(toBaseUnits(amount, WLO_DECIMALS), EARLY_UNSTAKE_FEE_PERCENT);
  return { returned: fromBaseUnits(returned, WLO_DECIMALS), fee: fromBaseUnits(fee, WLO_DECIMALS) };
}

/** Early unstake says what it costs first: the 10 % fee, and the rewards given up. */
export function UnstakeDialog({ position, busy, onConfirm, onClose }: Props) {
  const figures = position ? earlyReturn(position.amount) : null;
  return (
    <Dialog
      open={position !== null}
      onClose={onClose}
      title="Unstake early?"
      className="unstake-dialog"
      actions={
        position ? (
          <DialogActions
            dismissLabel="Cancel"
            onDismiss={onClose}
            actionLabel={busy ? 'UNSTAKING…' : 'UNSTAKE'}
            onAction={() => onConfirm(position)}
            tone="danger"
            disabled={busy}
          />
        ) : null
      }
    >
      {position && figures ? (
        <>
          <p>
            This {position.poolName} position is locked until{' '}
            {position.endDate ? formatDateTime(position.endDate) : 'its lock ends'}. Unstaking now costs a{' '}
            <strong className="unstake-dialog__fee">{EARLY_UNSTAKE_FEE_PERCENT}% early unstake fee</strong>{' '}
            and its rewards are forfeited.
          </p>
          <dl className="unstake-dialog__figures">
            <div>
              <dt>Staked</dt>
              <dd>{formatAmount(position.amount)} WLO</dd>
            </div>
            <div>
              <dt>Fee ({EARLY_UNSTAKE_FEE_PERCENT}%)</dt>
              <dd>−{formatAmount(figures.fee)} WLO</dd>
            </div>
            <div>
              <dt>Rewards forfeited</dt>
              <dd>{formatAmount(position.pendingRewards)} WLO</dd>
            </div>
            <div className="unstake-dialog__total">
              <dt>You receive</dt>
              <dd data-testid="unstake-returned">{formatAmount(figures.returned)} WLO</dd>
            </div>
          </dl>
        </>
      ) : null}
    </Dialog>
  );
}
