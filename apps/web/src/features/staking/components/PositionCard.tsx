import { formatDateTime } from '../../../lib/format/date.ts';
import { formatAmount } from '../../../lib/format/number.ts';
import { PAYMENT_PENDING } from '../../game/index.ts';
import type { PositionView } from '../lib/position-view.ts';

interface Props {
  position: PositionView;
  onClaim: (position: PositionView) => void;
  onUnstake: (position: PositionView) => void;
  busy: boolean;
}

function stateOf(position: PositionView): { label: string; tone: string } {
  if (position.isActive)
    return position.isLocked ? { label: 'LOCKED', tone: 'amber' } : { label: 'UNLOCKED', tone: 'green' };
  if (position.status === 'unstaked') return { label: 'UNSTAKED', tone: 'dim' };
  return { label: 'COMPLETED', tone: 'dim' };
}

function endLabel(position: PositionView): string {
  if (!position.isActive) return 'Lock end';
  return position.isLocked ? 'Unlocks' : 'Unlocked';
}

/** A position: pool, amount, lock state, pending rewards, end date, and what can be done with it. */
export function PositionCard({ position, onClaim, onUnstake, busy }: Props) {
  const state = stateOf(position);
  const { paymentPending } = position;
  return (
    <article
      className={`position-card ${position.isActive ? '' : 'position-card--closed'}`}
      data-testid="position"
      data-position-id={position.id}
      data-state={state.label.toLowerCase()}
    >
      <header className="position-card__head">
        <h3 className="position-card__pool">{position.poolName}</h3>
        <span className={`position-card__state position-card__state--${state.tone}`}>{state.label}</span>
        {paymentPending ? (
          <span className="position-card__state position-card__state--amber" data-testid="payment-pending">
            {PAYMENT_PENDING}
          </span>
        ) : null}
      </header>
      <dl className="position-card__facts">
        <div>
          <dt>Staked</dt>
          <dd data-testid="position-amount">{formatAmount(position.amount)} WLO</dd>
        </div>
        <div>
          <dt>{position.isActive ? 'Pending rewards' : 'Rewards'}</dt>
          <dd data-testid="position-rewards">
            {formatAmount(position.isActive ? position.pendingRewards : position.accruedRewards)} WLO
          </dd>
        </div>
        <div>
          <dt>APY · lock</dt>
          <dd>
            {position.apy === null ? '—' : `${position.apy}%`} · {position.lockPeriodDays} days
          </dd>
        </div>
        <div>
          <dt>{endLabel(position)}</dt>
          <dd data-testid="position-end">{position.endDate ? formatDateTime(position.endDate) : '—'}</dd>
        </div>
      </dl>
      {position.isActive ? (
        <div className="position-card__actions">
          {position.isLocked ? (
            <button
              type="button"
              className="btn btn--danger btn--small"
              onClick={() => onUnstake(position)}
              disabled={busy}
            >
              UNSTAKE
            </button>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={() => onClaim(position)}
              disabled={busy}
            >
              CLAIM
            </button>
          )}
        </div>
      ) : null}
    </article>
  );
}
