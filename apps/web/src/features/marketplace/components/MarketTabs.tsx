import { Tabs } from '../../../lib/ui/Tabs.tsx';
import {
  MARKET_TAB_LABELS,
  MARKET_TABS,
  type MarketTab,
  marketPanelId,
  marketTabId,
  WALLET_TABS,
} from '../lib/market-tabs.ts';

interface Props {
  tab: MarketTab;
  onSelect: (tab: MarketTab) => void;
  connected: boolean;
  /** The wallet's open listings, shown next to My Listings. */
  listingCount: number | undefined;
}

/** Browse Marketplace, My Inventory, My Listings; the last two ask for a wallet first. */
export function MarketTabs({ tab, onSelect, connected, listingCount }: Props) {
  return (
    <Tabs
      tabs={MARKET_TABS}
      selected={tab}
      onSelect={onSelect}
      label="Marketplace sections"
      block="market-tabs"
      className="tabs-row tabs-row--lead market-tabs"
      tabId={marketTabId}
      panelId={marketPanelId}
      renderLabel={(candidate) => (
        <>
          {MARKET_TAB_LABELS[candidate]}
          {!connected && WALLET_TABS.has(candidate) ? (
            <span className="market-tabs__lock" title="Wallet required">
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                <path
                  d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 0 0-4 0z"
                  fill="currentColor"
                  fillRule="evenodd"
                />
              </svg>
            </span>
          ) : null}
        </>
      )}
      count={{ tab: 'listings', value: connected ? listingCount : undefined }}
    />
  );
}
