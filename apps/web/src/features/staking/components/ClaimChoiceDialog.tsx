import { formatAmount } from '../../../lib/format/number.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import type { PositionAction } from '../data-access/usePositionActions.ts';
import { type PositionView, planClaimAll } from '../lib/position-view.ts';

interface Props {
  position: PositionView | null;
  positions: readonly PositionView[];
  pending: PositionAction | null;
  onClaimAll: () => void;
  onTryYourLuck: (position: PositionView) => void;
  onClose: () => void;
}

/**
 * docs/spec/000-shell-wallet-staking.md §4: CLAIM ALL (principal and rewards back) or TRY YOUR LUCK (the
 * discount wheel).
 */
export function ClaimChoiceDialog({
  position,
  positions,
  pending,
  onClaimAll,
  onTryYourLuck,
  onClose,
}: Props) {
  const claimable = planClaimAll(positions);
  // Each claim returns the principal still staked with the rewards.
  const total = claimable.reduce(
    (sum, each) => sum + (each.principalClaimed ? 0 : each.amount) + each.pendingRewards,
    0,
  );
  const count = claimable.length;
  return (
    <Dialog open={position !== null} onClose={onClose} title="Claim your stake" className="claim-dialog">
      {position ? (
        <>
          <p>
            <strong className="claim-dialog__pool">{position.poolName}</strong>:{' '}
            {formatAmount(position.amount)} WLO staked, {formatAmount(position.pendingRewards)} WLO in
            rewards. How do you want it?
          </p>
          <div className="claim-choice">
            <button
              type="button"
              className="claim-option claim-option--safe"
              onClick={onClaimAll}
              disabled={pending !== null}
            >
              <span className="claim-option__title">
                {pending === 'claim-all' ? 'CLAIMING…' : 'CLAIM ALL'}
              </span>
              <span className="claim-option__text">
                {count === 0
                  ? 'Principal and rewards back to your wallet: no unlocked position has rewards yet.'
                  : `Principal and rewards back to your wallet from ${
                      count === 1 ? 'this unlocked position' : `all ${count} unlocked positions`
                    }: ${formatAmount(total)} WLO.`}
              </span>
            </button>
            <button
              type="button"
              className="claim-option claim-option--risk"
              onClick={() => onTryYourLuck(position)}
              disabled={pending !== null}
            >
              <span className="claim-option__title">
                {pending === 'try-your-luck' ? 'SPINNING UP…' : 'TRY YOUR LUCK'}
              </span>
              <span className="claim-option__text">
                Your {formatAmount(position.amount)} WLO comes back; its{' '}
                {formatAmount(position.pendingRewards)} WLO of rewards buy a spin of the discount wheel: up to
                50% off a pack.
              </span>
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
