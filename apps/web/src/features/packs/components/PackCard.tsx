import type { PackTypeView } from '@wos/shared';
import { useId } from 'react';
import { ShareButton } from '../../../lib/share/ShareButton.tsx';
import { blinkPaths } from '../../../lib/share/share-blink.ts';
import { type PaymentToken, packPrice } from '../lib/pack-view.ts';
import { PackArt } from './PackArt.tsx';
import { RarityChances } from './RarityChances.tsx';

interface Props {
  pack: PackTypeView;
  onBuy: (pack: PackTypeView, paymentToken?: PaymentToken) => void;
  busy: boolean;
}

/** One pack of the store: picture, odds, price (SOL with its WLO alternative, or FREE) and buy. */
export function PackCard({ pack, onBuy, busy }: Props) {
  const titleId = useId();
  const price = packPrice(pack);
  return (
    <article
      className={`pack-card pack-card--${pack.tier}`}
      aria-labelledby={titleId}
      data-testid={`pack-${pack.id}`}
    >
      <PackArt assetType={pack.assetType} tier={pack.tier} label={pack.name} className="pack-card__art" />
      <div className="pack-card__body">
        <h3 id={titleId} className="pack-card__name">
          {pack.name}
        </h3>
        <p className="pack-card__description">{pack.description}</p>
        <RarityChances chances={pack.rarityChances} />
        <div className="pack-card__price" data-testid="pack-price">
          <span className={`pack-card__price-main ${price.free ? 'is-free' : ''}`}>{price.main}</span>
          {price.alternative ? <span className="pack-card__price-alt">or {price.alternative}</span> : null}
          {price.free ? <span className="pack-card__price-alt">One a day</span> : null}
        </div>
        <div className="pack-card__actions">
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={busy}
            onClick={() => onBuy(pack)}
          >
            {price.free ? 'CLAIM FREE PACK' : `BUY FOR ${price.main}`}
          </button>
          {price.alternative ? (
            <button
              type="button"
              className="btn btn--ghost btn--small btn--block"
              disabled={busy}
              onClick={() => onBuy(pack, 'WLO')}
            >
              PAY {price.alternative} INSTEAD
            </button>
          ) : null}
          {price.free ? null : (
            <ShareButton
              path={blinkPaths.pack(pack.id)}
              what={`a ${pack.name}`}
              className="btn btn--ghost btn--small btn--block"
            />
          )}
        </div>
      </div>
    </article>
  );
}
