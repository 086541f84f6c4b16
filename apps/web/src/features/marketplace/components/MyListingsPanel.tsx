import type { MarketListing } from '@wos/shared';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatInteger } from '../../../lib/format/number.ts';
import { formatRelativeTime } from '../../../lib/format/relative-time.ts';
import { useMyListings } from '../data-access/useMyListings.ts';
import { isBadFormat } from '../lib/action-error.ts';
import { kindLabel } from '../lib/inventory-view.ts';
import { isPending, myListingsSummary, searchListings } from '../lib/listing-view.ts';
import { formatWlo, MARKET_MESSAGES } from '../lib/market-messages.ts';
import { ErrorState, LoadingState, SearchField } from './PanelParts.tsx';
import { NameCell, TableHead } from './TableParts.tsx';

interface Props {
  onEdit: (listing: MarketListing) => void;
  onCancel: (listing: MarketListing) => void;
  /** LIST NEW ITEM and 'List an Item for Sale': to My Inventory. */
  onListNew: () => void;
  busy: boolean;
}

/**
 * My Listings (docs/spec/001-game.md §2): MY ACTIVE LISTINGS, LIST NEW ITEM, the three stat cards, a
 * search, and NAME, TYPE, PRICE, LISTED, VIEWS, ACTIONS with Edit and Cancel.
 */
export function MyListingsPanel({ onEdit, onCancel, onListNew, busy }: Props) {
  const query = useMyListings();
  const [search, setSearch] = useState('');
  const listings = query.data;
  const summary = myListingsSummary(listings ?? []);

  return (
    <section className="market-listings" aria-labelledby="market-listings-title">
      <header className="market-section-head">
        <h2 id="market-listings-title" className="section-title">
          MY ACTIVE LISTINGS
        </h2>
        <button type="button" className="btn btn--primary btn--small" onClick={onListNew}>
          LIST NEW ITEM
        </button>
      </header>

      <dl className="market-stats market-stats--three" aria-label="Your listings">
        <div className="stat-tile market-stat">
          <dt>ACTIVE LISTINGS</dt>
          <dd data-testid="my-active-count">{listings ? summary.active : '—'}</dd>
        </div>
        <div className="stat-tile market-stat">
          <dt>TOTAL VALUE (WLO)</dt>
          <dd>{listings ? formatWlo(summary.totalValue) : '—'}</dd>
        </div>
        <div className="stat-tile market-stat">
          <dt>TOTAL VIEWS</dt>
          <dd>{listings ? formatInteger(summary.totalViews) : '—'}</dd>
        </div>
      </dl>

      <SearchField
        className="market-listings__search"
        label="Search your listings"
        placeholder="SEARCH YOUR LISTINGS..."
        value={search}
        onChange={setSearch}
      />

      {!listings && query.isPending ? (
        <LoadingState text="Loading your listings…" />
      ) : !listings ? (
        <ErrorState
          message={
            isBadFormat(query.error) ? MARKET_MESSAGES.listingsBadFormat : MARKET_MESSAGES.listingsFailed
          }
          onRetry={() => void query.refetch()}
        />
      ) : listings.length === 0 ? (
        <div className="market-state card" data-testid="listings-empty">
          <p className="market-state__title">{MARKET_MESSAGES.noListings}</p>
          <p className="muted">Put a farmer, hero or item up for sale at the price you choose.</p>
          <button type="button" className="btn btn--primary btn--small" onClick={onListNew}>
            {MARKET_MESSAGES.listAnItem}
          </button>
        </div>
      ) : (
        <ListingsTable
          listings={searchListings(listings, search)}
          onEdit={onEdit}
          onCancel={onCancel}
          busy={busy}
        />
      )}
    </section>
  );
}

function ListingsTable({
  listings,
  onEdit,
  onCancel,
  busy,
}: {
  listings: MarketListing[];
  onEdit: (listing: MarketListing) => void;
  onCancel: (listing: MarketListing) => void;
  busy: boolean;
}) {
  if (listings.length === 0) {
    return <p className="market-state muted">None of your listings matches this search.</p>;
  }
  return (
    <div className="market-table-wrap">
      <table
        className="market-table market-table--listings"
        aria-label="Your listings"
        data-testid="my-listings"
      >
        <TableHead columns={['NAME', 'TYPE', 'PRICE', 'LISTED', 'VIEWS']} />
        <tbody>
          {listings.map((listing) => {
            const pending = isPending(listing);
            return (
              <tr
                key={listing.id}
                data-testid="my-listing-row"
                data-listing-id={listing.id}
                data-asset-id={listing.assetId}
                data-status={listing.status}
              >
                <NameCell
                  image={listing.image}
                  name={listing.name}
                  rarity={listing.rarity}
                  detail={`LV ${listing.level}${pending ? ' · Payment pending' : ''}`}
                />
                <td data-label="Type">{kindLabel(listing.assetType, listing.subType)}</td>
                <td data-label="Price" className="market-table__mono" data-testid="my-listing-price">
                  {formatWlo(listing.price)} WLO
                </td>
                <td data-label="Listed">
                  <time dateTime={listing.listedAt} title={formatDateTime(new Date(listing.listedAt))}>
                    {formatRelativeTime(listing.listedAt)}
                  </time>
                </td>
                <td data-label="Views" className="market-table__mono">
                  {formatInteger(listing.views)}
                </td>
                <td className="market-table__actions">
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    onClick={() => onEdit(listing)}
                    disabled={busy || pending}
                    aria-label={`Edit the price of ${listing.name}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn--danger btn--small"
                    onClick={() => onCancel(listing)}
                    disabled={busy || pending}
                    aria-label={`Cancel the listing of ${listing.name}`}
                  >
                    Cancel
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
