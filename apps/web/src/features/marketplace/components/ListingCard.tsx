import type { MarketListing } from '@wos/shared';
import { useId } from 'react';
import { shortenAddress } from '../../../lib/format/address.ts';
import { formatAmount, formatInteger } from '../../../lib/format/number.ts';
import { formatRelativeTime } from '../../../lib/format/relative-time.ts';
import { kindLabel } from '../lib/inventory-view.ts';
import { isPending } from '../lib/listing-view.ts';
import { formatWlo } from '../lib/market-messages.ts';
import { rarityStyle } from '../lib/rarity-style.ts';
import { AssetImage } from './AssetImage.tsx';

interface Props {
  listing: MarketListing;
  /** The connected wallet's own listing: it cannot be bought. */
  own: boolean;
  onDetails: (listing: MarketListing) => void;
  onBuy: (listing: MarketListing) => void;
  /** A purchase is under way: BUY waits. */
  busy: boolean;
}

/** A listing in the browse grid: picture, rarity, level, figures, seller, price and BUY. */
export function ListingCard({ listing, own, onDetails, onBuy, busy }: Props) {
  const titleId = useId();
  const pending = isPending(listing);
  return (
    <article
      className={`rarity-card listing-card listing-card--${listing.rarity}`}
      style={rarityStyle(listing.rarity)}
      aria-labelledby={titleId}
      data-testid="listing-card"
      data-listing-id={listing.id}
      data-rarity={listing.rarity}
      data-price={listing.price}
    >
      <button
        type="button"
        className="listing-card__art"
        onClick={() => onDetails(listing)}
        aria-label={`View details of ${listing.name}`}
      >
        <AssetImage src={listing.image} name={listing.name} rarity={listing.rarity} />
        <span className="listing-card__badges">
          <span className="market-rarity">{listing.rarity.toUpperCase()}</span>
          <span className="listing-card__level">LV {listing.level}</span>
        </span>
      </button>
      <div className="listing-card__body">
        <h3 id={titleId} className="listing-card__name">
          {listing.name}
        </h3>
        <p className="listing-card__kind">{kindLabel(listing.assetType, listing.subType)}</p>
        <dl className="listing-card__figures">
          {listing.yieldPerHour !== null ? (
            <div>
              <dt>Yield</dt>
              <dd>{formatAmount(listing.yieldPerHour, 2)}/h</dd>
            </div>
          ) : null}
          {listing.power !== null ? (
            <div>
              <dt>Power</dt>
              <dd>{formatInteger(listing.power)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Views</dt>
            <dd>{formatInteger(listing.views)}</dd>
          </div>
          <div>
            <dt>Likes</dt>
            <dd>{formatInteger(listing.likes)}</dd>
          </div>
        </dl>
        <p className="listing-card__seller">
          <span title={listing.seller}>
            {own ? 'Your listing' : `Seller ${shortenAddress(listing.seller)}`}
          </span>
          <span aria-hidden="true"> · </span>
          <time dateTime={listing.listedAt}>{formatRelativeTime(listing.listedAt)}</time>
        </p>
        <div className="listing-card__footer">
          <p className="listing-card__price" data-testid="listing-price">
            <strong>{formatWlo(listing.price)}</strong> WLO
          </p>
          {own ? (
            <span className="badge listing-card__state">YOURS</span>
          ) : pending ? (
            <span className="badge listing-card__state">PAYMENT PENDING</span>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={() => onBuy(listing)}
              disabled={busy}
              aria-label={`Buy ${listing.name} for ${formatWlo(listing.price)} WLO`}
            >
              BUY
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
