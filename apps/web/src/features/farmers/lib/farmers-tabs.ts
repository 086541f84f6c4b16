/**
 * The farmers page's tabs (docs/spec/001-game.md §2, §4): dashboard (MY FARMERS), showcase, leaderboard,
 * packs (PACK STORE) and inventory (MY PACKS). Dashboard and inventory need a wallet.
 */
export const FARMERS_TABS = ['dashboard', 'showcase', 'leaderboard', 'packs', 'inventory'] as const;
export type FarmersTab = (typeof FARMERS_TABS)[number];

export const FARMERS_TAB_LABELS: Record<FarmersTab, string> = {
  dashboard: 'MY FARMERS',
  showcase: 'SHOWCASE',
  leaderboard: 'LEADERBOARD',
  packs: 'PACK STORE',
  inventory: 'MY PACKS',
};

/** Tabs only a connected wallet sees; without one they fall back to the showcase. */
export const WALLET_TABS: ReadonlySet<FarmersTab> = new Set(['dashboard', 'inventory']);

/** docs/spec/001-game.md §2: the Connect Wallet modal's text for each wallet-only tab. */
export const CONNECT_REASONS = {
  dashboard: 'Connect your wallet to view your farmers',
  inventory: 'Connect your wallet to access your packs',
} as const satisfies Partial<Record<FarmersTab, string>>;

/** The hash anchors of /farmers: #packs selects the pack store, #leaderboard the leaderboard. */
const HASH_TABS: Record<string, FarmersTab> = { '#packs': 'packs', '#leaderboard': 'leaderboard' };

export function tabFromHash(hash: string): FarmersTab | null {
  return HASH_TABS[hash.toLowerCase()] ?? null;
}

/** The element id a tab's section carries, so a #packs or #leaderboard link scrolls to it. */
export function sectionIdOf(tab: FarmersTab): string {
  if (tab === 'packs') return 'packs';
  if (tab === 'leaderboard') return 'leaderboard';
  return 'farmers-tabs';
}

export function defaultTab(connected: boolean): FarmersTab {
  return connected ? 'dashboard' : 'showcase';
}

/**
 * The tab shown: the one chosen (by a click or a hash), else the default; a wallet-only tab
 * without a wallet falls back to the showcase (e.g. when the wallet disconnects).
 */
export function visibleTab(chosen: FarmersTab | null, connected: boolean): FarmersTab {
  const tab = chosen ?? defaultTab(connected);
  return WALLET_TABS.has(tab) && !connected ? 'showcase' : tab;
}

export const farmersTabId = (tab: FarmersTab) => `farmers-tab-${tab}`;
export const farmersPanelId = (tab: FarmersTab) => `farmers-panel-${tab}`;
