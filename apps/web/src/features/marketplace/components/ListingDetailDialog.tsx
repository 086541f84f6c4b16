import type { MarketListing } from '@wos/shared';
import { shortenAddress } from '../../../lib/format/address.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatAmount, formatInteger } from '../../../lib/format/number.ts';
import { ShareButton } from '../../../lib/share/ShareButton.tsx';
import { blinkPaths } from '../../../lib/share/share-blink.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { useListingDetail } from '../data-access/useListingDetail.ts';
import { kindLabel } from '../lib/inventory-view.ts';
import { isPending } from '../lib/listing-view.ts';
import { formatWlo } from '../lib/market-messages.ts';
import { splitOfPrice } from '../lib/price-input.ts';
import { rarityStyle } from '../lib/rarity-style.ts';
import { AssetImage } from './AssetImage.tsx';

interface Props {
  listing: MarketListing | null;
  own: boolean;
  onClose: () => void;
  onBuy: (listing: MarketListing) => void;
  busy: boolean;
}

/**
 * The item detail popup (docs/spec/001-game.md §2): the listing's figures, its views (counted on opening) and
 * likes.
 */
export function ListingDetailDialog({ listing, own, onClose, onBuy, busy }: Props) {
  const detail = useListingDetail(listing);
  if (!listing) return null;
  const pending = isPending(listing);
  const split = splitOfPrice(listing.price);
  return (
    <Dialog
      open
      onClose={onClose}
      title={listing.name}
      className="market-detail"
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Keep browsing
          </button>
          {pending ? null : (
            <ShareButton
              path={blinkPaths.listing(listing.id)}
              what={listing.name}
              className="btn btn--ghost"
            />
          )}
          <button
            type="button"
            className="btn btn--primary"
            disabled={own || pending || busy}
            onClick={() => onBuy(listing)}
          >
            {own ? 'YOUR LISTING' : pending ? 'PAYMENT PENDING' : `BUY FOR ${formatWlo(listing.price)} WLO`}
          </button>
        </>
      }
    >
      <div
        className="market-detail__layout"
        style={rarityStyle(listing.rarity)}
        data-testid="listing-detail"
        data-listing-id={listing.id}
      >
        <div className="market-detail__art">
          <AssetImage src={listing.image} name={listing.name} rarity={listing.rarity} lazy={false} />
        </div>
        <div className="market-detail__info">
          <p className="market-detail__tags">
            <span className="market-rarity">{listing.rarity.toUpperCase()}</span>
            <span className="market-detail__kind">{kindLabel(listing.assetType, listing.subType)}</span>
          </p>
          {listing.description ? <p className="market-detail__description">{listing.description}</p> : null}
          <dl className="market-figures">
            <div>
              <dt>Level</dt>
              <dd>{listing.level}</dd>
            </div>
            {listing.yieldPerHour !== null ? (
              <div>
                <dt>Yield</dt>
                <dd>{formatAmount(listing.yieldPerHour, 2)} WLO/h</dd>
              </div>
            ) : null}
            {listing.power !== null ? (
              <div>
                <dt>Power</dt>
                <dd>{formatInteger(listing.power)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Seller</dt>
              <dd className="market-detail__seller" title={listing.seller}>
                {own ? 'You' : shortenAddress(listing.seller, 8, 6, '...')}
              </dd>
            </div>
            <div>
              <dt>Listed</dt>
              <dd>
                <time dateTime={listing.listedAt}>{formatDateTime(new Date(listing.listedAt))}</time>
              </dd>
            </div>
            <div className="is-strong">
              <dt>Price</dt>
              <dd data-testid="detail-price">{formatWlo(listing.price)} WLO</dd>
            </div>
            <div>
              <dt>Seller receives (95%)</dt>
              <dd>{formatWlo(split.sellerReceives)} WLO</dd>
            </div>
          </dl>
          <div className="market-detail__social">
            <span className="market-detail__views" data-testid="detail-views">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M12 5C6.5 5 2.7 9.4 1.5 12c1.2 2.6 5 7 10.5 7s9.3-4.4 10.5-7C21.3 9.4 17.5 5 12 5zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z"
                  fill="currentColor"
                />
              </svg>
              {formatInteger(detail.views)} {detail.views === 1 ? 'view' : 'views'}
            </span>
            <button
              type="button"
              className={`market-like ${detail.liked ? 'is-liked' : ''}`}
              aria-pressed={detail.liked}
              aria-label={`${detail.liked ? 'Unlike' : 'Like'} ${listing.name}, ${detail.likes} ${detail.likes === 1 ? 'like' : 'likes'}`}
              onClick={() => void detail.toggleLike()}
              disabled={detail.liking}
              data-testid="detail-like"
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z"
                  fill={detail.liked ? 'currentColor' : 'none'}
                  stroke="currentColor"
                  strokeWidth="2"
                />
              </svg>
              <span data-testid="detail-likes">{formatInteger(detail.likes)}</span>
            </button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
