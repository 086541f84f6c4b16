/** docs/spec/001-game.md §2: the NEURAL WALLET's tabs, in order. */
export const WALLET_TABS = ['overview', 'assets', 'transactions'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

export const WALLET_TAB_LABELS: Record<WalletTab, string> = {
  overview: 'Overview',
  assets: 'Assets',
  transactions: 'Transactions',
};

export const walletTabId = (tab: WalletTab) => `wallet-tab-${tab}`;
export const walletPanelId = (tab: WalletTab) => `wallet-panel-${tab}`;
