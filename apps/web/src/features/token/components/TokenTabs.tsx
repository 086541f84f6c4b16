import { Tabs } from '../../../lib/ui/Tabs.tsx';
import { TOKEN_TAB_LABELS, TOKEN_TABS, type TokenTab, tokenPanelId, tokenTabId } from '../lib/token-tabs.ts';

/** Overview, Tokenomics, Utility, How to Buy, FAQ. */
export function TokenTabs({ tab, onSelect }: { tab: TokenTab; onSelect: (tab: TokenTab) => void }) {
  return (
    <Tabs
      tabs={TOKEN_TABS}
      selected={tab}
      onSelect={onSelect}
      label="WLO token sections"
      block="token-tabs"
      tabId={tokenTabId}
      panelId={tokenPanelId}
      renderLabel={(candidate) => TOKEN_TAB_LABELS[candidate]}
    />
  );
}
