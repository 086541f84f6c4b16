import type { MarketListing } from '@wos/shared';
import type { ReactNode } from 'react';
import { Pagination } from '../../../lib/ui/Pagination.tsx';
import { useMarketListings } from '../data-access/useMarketListings.ts';
import { isBadFormat } from '../lib/action-error.ts';
import { type BrowseFilters, hasFilters } from '../lib/browse-filters.ts';
import { isOwnListing } from '../lib/listing-view.ts';
import { MARKET_MESSAGES } from '../lib/market-messages.ts';
import { BrowseFiltersBar } from './BrowseFiltersBar.tsx';
import { ListingCard } from './ListingCard.tsx';
import { ErrorState, LoadingState } from './PanelParts.tsx';

/** The id the hero's BROWSE MARKETPLACE and VIEW ALL scroll to. */
export const ITEMS_SECTION_ID = 'market-items';

interface Props {
  filters: BrowseFilters;
  onFilters: (next: BrowseFilters) => void;
  /** VIEW ALL: every listing, from the top of the items. */
  onViewAll: () => void;
  address: string | null;
  onDetails: (listing: MarketListing) => void;
  onBuy: (listing: MarketListing) => void;
  busy: boolean;
}

/** Browse Marketplace: filters, the listings grid with its states, and pagination. */
export function BrowsePanel({ filters, onFilters, onViewAll, address, onDetails, onBuy, busy }: Props) {
  const query = useMarketListings(filters);
  const data = query.data;
  const filtered = hasFilters(filters);

  let body: ReactNode;
  if (!data && query.isPending) {
    body = <LoadingState text="Loading marketplace items…" testId="market-loading" />;
  } else if (!data) {
    body = (
      <ErrorState
        message={isBadFormat(query.error) ? MARKET_MESSAGES.loadBadFormat : MARKET_MESSAGES.loadFailed}
        onRetry={() => void query.refetch()}
        testId="market-error"
      />
    );
  } else if (data.listings.length === 0) {
    body = (
      <div className="market-state card" data-testid="market-empty">
        <p className="market-state__title">{MARKET_MESSAGES.noItems}</p>
        <p className="muted">
          {filtered
            ? 'No listing matches these filters. Try another rarity or search, or view them all.'
            : 'Nobody is selling right now. List one of your own assets and be the first!'}
        </p>
        {filtered ? (
          <button type="button" className="btn btn--secondary btn--small" onClick={onViewAll}>
            VIEW ALL
          </button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        <div
          className={`listing-grid ${query.isPlaceholderData ? 'is-stale' : ''}`}
          data-testid="listing-grid"
          aria-busy={query.isFetching}
        >
          {data.listings.map((listing) => (
            <ListingCard
              key={listing.id}
              listing={listing}
              own={isOwnListing(listing, address)}
              onDetails={onDetails}
              onBuy={onBuy}
              busy={busy}
            />
          ))}
        </div>
        <Pagination
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          onPage={(page) => onFilters({ ...filters, page })}
          label="Marketplace pages"
        />
      </>
    );
  }

  const total = data?.pagination.total;
  return (
    <div className="market-browse">
      <BrowseFiltersBar filters={filters} onChange={onFilters} />
      <section id={ITEMS_SECTION_ID} className="market-items" aria-labelledby="market-items-title">
        <header className="market-section-head">
          <div>
            <h2 id="market-items-title" className="section-title">
              MARKETPLACE ITEMS
            </h2>
            <p className="muted" aria-live="polite">
              {total === undefined ? '\u00a0' : total === 1 ? '1 item for sale' : `${total} items for sale`}
              {query.isFetching && data ? ' · updating…' : ''}
            </p>
          </div>
          <button type="button" className="btn btn--ghost btn--small" onClick={onViewAll}>
            VIEW ALL
          </button>
        </header>
        {body}
      </section>
    </div>
  );
}
