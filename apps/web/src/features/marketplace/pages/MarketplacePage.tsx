import type { MarketListing } from '@wos/shared';
import { useCallback, useEffect, useState } from 'react';
import { itemToast } from '../../../lib/toast/toast-store.ts';
import { AfterHydration } from '../../../lib/ui/AfterHydration.tsx';
import { useWalletPrompts } from '../../connect/index.ts';
import { useSignedInAccount } from '../../game/index.ts';
import { isTransactionRunning, TransactionProgressDialog } from '../../transactions/index.ts';
import { useBalance } from '../../wallet/index.ts';
import { BrowsePanel, ITEMS_SECTION_ID } from '../components/BrowsePanel.tsx';
import { InventoryPanel } from '../components/InventoryPanel.tsx';
import { ListingDetailDialog } from '../components/ListingDetailDialog.tsx';
import { type MarketAction, MarketActionDialog } from '../components/MarketActionDialog.tsx';
import { MarketplaceHero } from '../components/MarketplaceHero.tsx';
import { MarketStats } from '../components/MarketStats.tsx';
import { MarketTabs } from '../components/MarketTabs.tsx';
import { MyListingsPanel } from '../components/MyListingsPanel.tsx';
import { useListingActions } from '../data-access/useListingActions.ts';
import { useListingPurchase } from '../data-access/useListingPurchase.ts';
import { useMyListings } from '../data-access/useMyListings.ts';
import { type BrowseFilters, DEFAULT_FILTERS } from '../lib/browse-filters.ts';
import type { InventoryRow } from '../lib/inventory-view.ts';
import { isOwnListing } from '../lib/listing-view.ts';
import { MARKET_MESSAGES, WALLET_REQUIRED } from '../lib/market-messages.ts';
import { type MarketTab, marketPanelId, marketTabId, visibleTab, WALLET_TABS } from '../lib/market-tabs.ts';
import '../marketplace.css';

const MAIN_SECTION_ID = 'market-main';

/** Scrolls to an element once the tab that holds it has rendered. */
function useScrollRequest(): (id: string) => void {
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!request) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(request.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [request]);
  return useCallback((id: string) => setRequest({ id }), []);
}

/**
 * /marketplace (docs/spec/001-game.md §2): the hero, the six stat cards, and the tabs Browse Marketplace
 * (for everyone), My Inventory and My Listings (with a wallet), with the item detail popup,
 * the marketplace action dialog and the shared transaction dialog for purchases.
 */
export default function MarketplacePage() {
  const account = useSignedInAccount();
  const connected = account.signedIn;
  const address = connected ? account.address : null;
  const { requireWallet } = useWalletPrompts();
  const scrollTo = useScrollRequest();

  const [chosen, setChosen] = useState<MarketTab>('browse');
  const tab = visibleTab(chosen, connected);
  const [filters, setFilters] = useState<BrowseFilters>(DEFAULT_FILTERS);
  const [detail, setDetail] = useState<MarketListing | null>(null);
  const [action, setAction] = useState<MarketAction | null>(null);

  const actions = useListingActions();
  const purchase = useListingPurchase();
  const balance = useBalance().data?.wlo;
  const myListings = useMyListings();
  const buying = isTransactionRunning(purchase.progress);

  // The wallet disconnected: its tabs fall back to Browse, and what it was doing ends.
  useEffect(() => {
    if (connected) return;
    setChosen((current) => (WALLET_TABS.has(current) ? 'browse' : current));
    setAction(null);
  }, [connected]);

  const browse = useCallback(() => {
    setChosen('browse');
    scrollTo(ITEMS_SECTION_ID);
  }, [scrollTo]);
  const viewAll = useCallback(() => {
    setFilters(DEFAULT_FILTERS);
    scrollTo(ITEMS_SECTION_ID);
  }, [scrollTo]);
  const sellAssets = useCallback(() => {
    if (!requireWallet(WALLET_REQUIRED.sellItems)) return;
    setChosen('inventory');
    scrollTo(MAIN_SECTION_ID);
  }, [requireWallet, scrollTo]);
  const listNew = useCallback(() => {
    if (requireWallet(WALLET_REQUIRED.createListings)) setChosen('inventory');
  }, [requireWallet]);

  const askToBuy = useCallback(
    (listing: MarketListing) => {
      if (!requireWallet(WALLET_REQUIRED.buyItems)) return;
      setDetail(null);
      setAction({ mode: 'buy', listing });
    },
    [requireWallet],
  );
  const askForRow = useCallback(
    (mode: 'list' | 'sellNow', row: InventoryRow) => {
      if (!requireWallet(mode === 'list' ? WALLET_REQUIRED.listItems : WALLET_REQUIRED.sellItems)) return;
      if (row.equipped) {
        itemToast.error(MARKET_MESSAGES.unequipFirst);
        return;
      }
      setAction({ mode, row });
    },
    [requireWallet],
  );
  const askForListing = useCallback(
    (mode: 'changePrice' | 'cancel', listing: MarketListing) => {
      const reason = mode === 'changePrice' ? WALLET_REQUIRED.editListings : WALLET_REQUIRED.cancelListings;
      if (requireWallet(reason)) setAction({ mode, listing });
    },
    [requireWallet],
  );

  // docs/spec/001-game.md §4: whether it worked or not, the dialog closes (a failure says so in a toast),
  // unless the player already closed it and opened another meanwhile.
  const finish = useCallback(
    async (run: Promise<boolean>) => {
      const started = action;
      await run;
      setAction((current) => (current === started ? null : current));
    },
    [action],
  );
  const closeAction = useCallback(() => setAction(null), []);
  const closeDetail = useCallback(() => setDetail(null), []);

  return (
    <div className="page market-page">
      <MarketplaceHero onBrowse={browse} onSell={sellAssets} />
      {/* Prerendered: the hero; the rest depends on the wallet and live data. */}
      <AfterHydration>
        <MarketStats />

        <section id={MAIN_SECTION_ID} className="market-main" aria-label="Marketplace">
          <MarketTabs
            tab={tab}
            onSelect={setChosen}
            connected={connected}
            listingCount={myListings.data?.length}
          />
          <div
            role="tabpanel"
            id={marketPanelId(tab)}
            aria-labelledby={marketTabId(tab)}
            className="market-main__panel"
            data-testid="market-panel"
            data-tab={tab}
          >
            {tab === 'browse' ? (
              <BrowsePanel
                filters={filters}
                onFilters={setFilters}
                onViewAll={viewAll}
                address={address}
                onDetails={setDetail}
                onBuy={askToBuy}
                busy={buying}
              />
            ) : null}
            {tab === 'inventory' ? (
              <InventoryPanel
                onList={(row) => askForRow('list', row)}
                onSell={(row) => askForRow('sellNow', row)}
                busy={actions.pending !== null}
                onBrowse={browse}
              />
            ) : null}
            {tab === 'listings' ? (
              <MyListingsPanel
                onEdit={(listing) => askForListing('changePrice', listing)}
                onCancel={(listing) => askForListing('cancel', listing)}
                onListNew={listNew}
                busy={actions.pending !== null}
              />
            ) : null}
          </div>
        </section>

        <ListingDetailDialog
          listing={detail}
          own={detail !== null && isOwnListing(detail, address)}
          onClose={closeDetail}
          onBuy={askToBuy}
          busy={buying}
        />
        <MarketActionDialog
          action={action}
          pending={actions.pending}
          balance={balance}
          onClose={closeAction}
          onList={(row, price) => void finish(actions.list(row, price))}
          onChangePrice={(listing, price) => void finish(actions.changePrice(listing, price))}
          onCancel={(listing) => void finish(actions.cancel(listing))}
          onBuy={(listing) => {
            setAction(null);
            void purchase.buy(listing);
          }}
          onSellNow={(row) => void finish(actions.sellNow(row))}
        />
        <TransactionProgressDialog state={purchase.progress} onClose={purchase.closeProgress} />
      </AfterHydration>
    </div>
  );
}
