/** docs/spec/001-game.md §4: the marketplace's tabs. */
export const MARKET_TABS = ['browse', 'inventory', 'listings'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

export const MARKET_TAB_LABELS: Record<MarketTab, string> = {
  browse: 'Browse Marketplace',
  inventory: 'My Inventory',
  listings: 'My Listings',
};

/** docs/spec/001-game.md §2: My Inventory and My Listings need a connected wallet. */
export const WALLET_TABS: ReadonlySet<MarketTab> = new Set(['inventory', 'listings']);

/**
 * docs/spec/001-game.md §2: the tabs on show, Browse Marketplace always, My Inventory and My Listings
 * only with a wallet connected (they appear on connect and go on disconnect).
 */
export function shownTabs(connected: boolean): readonly MarketTab[] {
  return connected ? MARKET_TABS : MARKET_TABS.filter((tab) => !WALLET_TABS.has(tab));
}

/** The tab shown: the one chosen, except that a wallet tab falls back to Browse without a wallet. */
export function visibleTab(chosen: MarketTab, connected: boolean): MarketTab {
  return WALLET_TABS.has(chosen) && !connected ? 'browse' : chosen;
}

export const marketTabId = (tab: MarketTab) => `market-tab-${tab}`;
export const marketPanelId = (tab: MarketTab) => `market-panel-${tab}`;
