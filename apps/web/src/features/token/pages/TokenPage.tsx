import { type ComponentType, useEffect, useState } from 'react';
import { useLocation } from '../../../lib/router/index.ts';
import { FaqPanel } from '../components/FaqPanel.tsx';
import { HowToBuyPanel } from '../components/HowToBuyPanel.tsx';
import { OverviewPanel } from '../components/OverviewPanel.tsx';
import { TokenHero } from '../components/TokenHero.tsx';
import { TokenomicsPanel } from '../components/TokenomicsPanel.tsx';
import { TokenTabs } from '../components/TokenTabs.tsx';
import { UtilityPanel } from '../components/UtilityPanel.tsx';
import { type TokenTab, tabFromHash, tokenPanelId, tokenTabId } from '../lib/token-tabs.ts';
import '../token.css';

const PANELS: Record<TokenTab, ComponentType> = {
  overview: OverviewPanel,
  tokenomics: TokenomicsPanel,
  utility: UtilityPanel,
  'how-to-buy': HowToBuyPanel,
  faq: FaqPanel,
};

/**
 * /wlo-token (docs/spec/001-game.md §2): the live price and the visit counter, then the tabs Overview,
 * Tokenomics, Utility, How to Buy and FAQ. A #hash (e.g. #how-to-buy) opens its tab.
 */
export default function TokenPage() {
  const location = useLocation();
  const [tab, setTab] = useState<TokenTab>(() => tabFromHash(location.hash) ?? 'overview');

  // A link to a tab's #hash selects it, also from this page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation, by design
  useEffect(() => {
    const fromHash = tabFromHash(location.hash);
    if (fromHash) setTab(fromHash);
  }, [location.key]);

  const Panel = PANELS[tab];
  return (
    <div className="page token-page">
      <TokenHero />
      <section className="token-main" aria-label="WLO token">
        {/* The scroll target of a #hash link: the tab row, not the top of the page. */}
        <span id={tab} className="token-main__anchor" />
        <TokenTabs tab={tab} onSelect={setTab} />
        <div
          role="tabpanel"
          id={tokenPanelId(tab)}
          aria-labelledby={tokenTabId(tab)}
          className="token-main__panel"
          data-testid="token-panel"
          data-tab={tab}
        >
          <Panel />
        </div>
      </section>
    </div>
  );
}
