/** The token page's tabs (docs/spec/001-game.md §2), each also a #hash of /wlo-token. */
export const TOKEN_TABS = ['overview', 'tokenomics', 'utility', 'how-to-buy', 'faq'] as const;
export type TokenTab = (typeof TOKEN_TABS)[number];

export const TOKEN_TAB_LABELS: Record<TokenTab, string> = {
  overview: 'Overview',
  tokenomics: 'Tokenomics',
  utility: 'Utility',
  'how-to-buy': 'How to Buy',
  faq: 'FAQ',
};

/** The tab a #hash names (e.g. /wlo-token#how-to-buy), or null. */
export function tabFromHash(hash: string): TokenTab | null {
  const name = hash.replace(/^#/, '').toLowerCase();
  return TOKEN_TABS.find((tab) => tab === name) ?? null;
}

export const tokenTabId = (tab: TokenTab) => `token-tab-${tab}`;
export const tokenPanelId = (tab: TokenTab) => `token-panel-${tab}`;
