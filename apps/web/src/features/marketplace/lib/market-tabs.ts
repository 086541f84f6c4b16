import { WALLET_REQUIRED } from './market-messages.ts';

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
 * The Wallet Required dialog's text when a wallet tab is chosen without a wallet (docs/spec/001-game.md §5).
 */
export const TAB_WALLET_REASONS: Record<'inventory' | 'listings', string> = {
  inventory: WALLET_REQUIRED.listItems,
  listings: WALLET_REQUIRED.viewListings,
};

/** The tab shown: the one chosen, except that a wallet tab falls back to Browse without a wallet. */
export function visibleTab(chosen: MarketTab, connected: boolean): MarketTab {
  return WALLET_TABS.has(chosen) && !connected ? 'browse' : chosen;
}

export const marketTabId = (tab: MarketTab) => `market-tab-${tab}`;
export const marketPanelId = (tab: MarketTab) => `market-panel-${tab}`;
