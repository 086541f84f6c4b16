import { useEffect, useState } from 'react';
import { formatAmount } from '../../../lib/format/number.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { DialogActions } from '../../../lib/ui/DialogActions.tsx';
import { packStorePathFor } from '../../game/index.ts';
import type { ClaimWithRiskResult } from '../data-access/usePositionActions.ts';
import {
  DISCOUNT_SEGMENTS,
  PACK_LABELS,
  PACK_SEGMENTS,
  WHEEL_AUTO_START_MS,
  WHEEL_REVEAL_MS,
  type WheelPhase,
} from '../lib/wheel-config.ts';
import { landingRotation } from '../lib/wheel-geometry.ts';
import { DiscountWheel } from './DiscountWheel.tsx';

interface Props {
  result: ClaimWithRiskResult;
  onClose: () => void;
}

const PHASE_TEXT: Record<Exclude<WheelPhase, 'revealed'>, string> = {
  start: 'Your rewards are in. The wheel starts…',
  revealing: 'Spinning…',
};

/**
 * The reveal-reward dialog (docs/spec/001-game.md §4): start, then revealing for 2.5 s from 500 ms after
 * opening, then revealed. It only shows the voucher the server drew and recorded.
 */
export function RevealRewardDialog({ result, onClose }: Props) {
  const navigate = useNavigate();
  const { voucher } = result;
  const [phase, setPhase] = useState<WheelPhase>('start');
  // Where in each segment the rings stop is cosmetic; which segment is the server's.
  const [rotations] = useState(() => ({
    pack: landingRotation(PACK_SEGMENTS, voucher.packType, 6, Math.random()),
    discount: landingRotation(DISCOUNT_SEGMENTS, voucher.discountPercent, 4, Math.random()),
  }));

  useEffect(() => {
    const spin = window.setTimeout(() => setPhase('revealing'), WHEEL_AUTO_START_MS);
    const reveal = window.setTimeout(() => setPhase('revealed'), WHEEL_AUTO_START_MS + WHEEL_REVEAL_MS);
    return () => {
      window.clearTimeout(spin);
      window.clearTimeout(reveal);
    };
  }, []);

  const prize = `${voucher.discountPercent}% OFF`;
  const pack = `${PACK_LABELS[voucher.packType]} PACK`;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Discount wheel"
      className="reveal-dialog"
      actions={
        phase === 'revealed' ? (
          <DialogActions
            dismissLabel="Done"
            onDismiss={onClose}
            actionLabel="GO TO PACK STORE"
            onAction={() => {
              onClose();
              // The voucher rides in the link, so the store preselects it (and a reload keeps it).
              navigate(packStorePathFor(voucher));
            }}
          />
        ) : null
      }
    >
      <div className="reveal-dialog__stage" data-testid="reveal" data-phase={phase}>
        <DiscountWheel phase={phase} packRotation={rotations.pack} discountRotation={rotations.discount} />
        {phase === 'revealed' ? (
          <div
            className="reveal-dialog__result"
            data-testid="wheel-result"
            data-pack-type={voucher.packType}
            data-discount-percent={voucher.discountPercent}
            role="status"
          >
            <p className="reveal-dialog__prize">
              {prize} <span>{pack}</span>
            </p>
            <p>
              {formatAmount(result.stakedAmount)} WLO{' '}
              {result.payout.status === 'confirmed'
                ? 'returned to your wallet'
                : 'on its way back (payment pending)'}
              ; {formatAmount(result.rewardsUsed)} WLO of rewards spent on the spin. Your voucher waits in the
              pack store.
            </p>
          </div>
        ) : (
          <p className="reveal-dialog__phase" role="status">
            {PHASE_TEXT[phase]}
          </p>
        )}
      </div>
    </Dialog>
  );
}
