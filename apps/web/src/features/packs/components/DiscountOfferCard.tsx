import { useId } from 'react';
import { formatInteger } from '../../../lib/format/number.ts';
import type { VoucherOffer } from '../../game/index.ts';
import { PackArt } from './PackArt.tsx';

interface Props {
  offer: VoucherOffer;
  packName: string;
  onBuy: () => void;
  onDismiss: () => void;
  busy: boolean;
}

/** A staking wheel voucher in the store: the pack it names at its discount. */
export function DiscountOfferCard({ offer, packName, onBuy, onDismiss, busy }: Props) {
  const titleId = useId();
  return (
    <section
      className="discount-offer"
      aria-labelledby={titleId}
      data-testid="discount-offer"
      data-pack-id={offer.packId}
      data-discount-percent={offer.discountPercent}
    >
      <PackArt assetType="farmer" tier={offer.packType} label={packName} className="discount-offer__art" />
      <div className="discount-offer__body">
        <p className="eyebrow">Your discount wheel voucher</p>
        <h3 id={titleId} className="discount-offer__title">
          {offer.discountPercent}% OFF <span>{packName}</span>
        </h3>
        <p className="discount-offer__price">
          <span className="muted">was</span> <s>{formatInteger(offer.originalPrice)} WLO</s>{' '}
          <strong>{formatInteger(offer.price)} WLO</strong>
        </p>
        <p className="muted discount-offer__note">
          Paid in WLO; the voucher is spent once the pack is yours.
        </p>
        <div className="discount-offer__actions">
          <button type="button" className="btn btn--primary" disabled={busy} onClick={onBuy}>
            BUY WITH {offer.discountPercent}% OFF
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={onDismiss}>
            Not now
          </button>
        </div>
      </div>
    </section>
  );
}
