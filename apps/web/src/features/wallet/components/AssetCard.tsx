import { useId } from 'react';
import { Link } from '../../../lib/router/index.ts';
import { RARITY_COLOURS, RARITY_LABELS } from '../../game/index.ts';
import type { AssetCardView } from '../lib/asset-cards.ts';

export function AssetCard({ asset }: { asset: AssetCardView }) {
  const nameId = useId();
  return (
    <article
      className="rarity-card wallet-asset"
      style={{ ['--rarity' as string]: RARITY_COLOURS[asset.rarity] }}
      aria-labelledby={nameId}
      data-testid="wallet-asset"
      data-kind={asset.kind}
    >
      <div className="wallet-asset__art">
        <img src={asset.imageSrc} alt="" loading="lazy" decoding="async" />
        <span className="wallet-asset__rarity">{RARITY_LABELS[asset.rarity].toUpperCase()}</span>
        {asset.listed ? <span className="badge wallet-asset__listed">LISTED</span> : null}
      </div>
      <div className="wallet-asset__body">
        <h3 id={nameId} className="wallet-asset__name">
          {asset.name}
        </h3>
        <p className="wallet-asset__facts">
          <span>{asset.facts[0]}</span>
          <span>{asset.facts[1]}</span>
        </p>
        <Link
          className="btn btn--secondary btn--small btn--block"
          to={asset.detailsPath}
          aria-label={`View details of ${asset.name}`}
        >
          VIEW DETAILS
        </Link>
      </div>
    </article>
  );
}
