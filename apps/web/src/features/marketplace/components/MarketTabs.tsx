import { Tabs } from '../../../lib/ui/Tabs.tsx';
import {
  MARKET_TAB_LABELS,
  type MarketTab,
  marketPanelId,
  marketTabId,
  shownTabs,
} from '../lib/market-tabs.ts';

interface Props {
  tab: MarketTab;
  onSelect: (tab: MarketTab) => void;
  connected: boolean;
  /** The wallet's open listings, shown next to My Listings. */
  listingCount: number | undefined;
}

/** Browse Marketplace, and with a wallet connected My Inventory and My Listings. */
export function MarketTabs({ tab, onSelect, connected, listingCount }: Props) {
  return (
    <Tabs
      tabs={shownTabs(connected)}
      selected={tab}
      onSelect={onSelect}
      label="Marketplace sections"
      block="market-tabs"
      className="tabs-row tabs-row--lead market-tabs"
      tabId={marketTabId}
      panelId={marketPanelId}
      renderLabel={(candidate) => MARKET_TAB_LABELS[candidate]}
      count={{ tab: 'listings', value: connected ? listingCount : undefined }}
    />
  );
}
