import { CONNECT_TO_OPEN_PACKS, CONNECT_TO_VIEW_HEROES } from './heroes-messages.ts';

/**
 * The heroes page's tabs, built like the farmers page's (docs/spec/001-game.md §2): MY HEROES and
 * MY PACKS need a wallet; SHOWCASE (the ten catalogue heroes) and PACK STORE do not.
 */
export const HEROES_TABS = ['heroes', 'showcase', 'packs', 'inventory'] as const;
export type HeroesTab = (typeof HEROES_TABS)[number];

export const HEROES_TAB_LABELS: Record<HeroesTab, string> = {
  heroes: 'MY HEROES',
  showcase: 'SHOWCASE',
  packs: 'PACK STORE',
  inventory: 'MY PACKS',
};

export const WALLET_TABS: ReadonlySet<HeroesTab> = new Set(['heroes', 'inventory']);

/** The Connect Wallet modal's text when a wallet-only tab is chosen without a wallet. */
export const CONNECT_REASONS: Record<'heroes' | 'inventory', string> = {
  heroes: CONNECT_TO_VIEW_HEROES,
  inventory: CONNECT_TO_OPEN_PACKS,
};

/** #packs opens the pack store, #showcase the showcase, as /farmers#packs does. */
const HASH_TABS: Record<string, HeroesTab> = { '#packs': 'packs', '#showcase': 'showcase' };

export function tabFromHash(hash: string): HeroesTab | null {
  return HASH_TABS[hash.toLowerCase()] ?? null;
}

/**
 * The tab shown: the one chosen, else MY HEROES with a wallet and the showcase without;
 * a wallet-only tab falls back to the showcase when the wallet is gone.
 */
export function visibleTab(chosen: HeroesTab | null, connected: boolean): HeroesTab {
  const tab = chosen ?? (connected ? 'heroes' : 'showcase');
  return WALLET_TABS.has(tab) && !connected ? 'showcase' : tab;
}

export const heroesTabId = (tab: HeroesTab) => `heroes-tab-${tab}`;
export const heroesPanelId = (tab: HeroesTab) => `heroes-panel-${tab}`;
