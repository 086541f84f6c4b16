import { useCallback, useEffect, useState } from 'react';
import { useLocation } from '../../../lib/router/index.ts';
import { AfterHydration } from '../../../lib/ui/AfterHydration.tsx';
import { useWalletPrompts } from '../../connect/index.ts';
import { useSignedInAccount } from '../../game/index.ts';
import { PackStore } from '../../packs/index.ts';
import { HeroesConnectPrompt } from '../components/HeroesConnectPrompt.tsx';
import { HeroesHeader } from '../components/HeroesHeader.tsx';
import { HeroesTabs } from '../components/HeroesTabs.tsx';
import { HeroPacksInventory } from '../components/HeroPacksInventory.tsx';
import { HeroShowcase } from '../components/HeroShowcase.tsx';
import { MyHeroesPanel } from '../components/MyHeroesPanel.tsx';
import { useHeroActions } from '../data-access/useHeroActions.ts';
import { useHeroes } from '../data-access/useHeroes.ts';
import {
  CONNECT_REASONS,
  type HeroesTab,
  heroesPanelId,
  heroesTabId,
  tabFromHash,
  visibleTab,
  WALLET_TABS,
} from '../lib/heroes-tabs.ts';
import '../heroes.css';

/**
 * /heroes (issue 8, item 11): the player's heroes with their levels, power, stats, abilities
 * and gear; the ten catalogue heroes for everyone; hero packs bought and opened through the
 * pack store and MY PACKS of the packs feature.
 */
export default function HeroesPage() {
  const account = useSignedInAccount();
  const connected = account.signedIn;
  const { hash } = useLocation();
  const { openConnectWallet } = useWalletPrompts();
  const data = useHeroes();
  const actions = useHeroActions();

  const [chosen, setChosen] = useState<HeroesTab | null>(() => tabFromHash(hash));
  useEffect(() => {
    const fromHash = tabFromHash(hash);
    if (fromHash) setChosen(fromHash);
  }, [hash]);
  const tab = visibleTab(chosen, connected);

  const choose = useCallback(
    (next: HeroesTab) => {
      if (WALLET_TABS.has(next) && !connected) {
        openConnectWallet(CONNECT_REASONS[next === 'inventory' ? 'inventory' : 'heroes']);
        return;
      }
      setChosen(next);
    },
    [connected, openConnectWallet],
  );
  const visitStore = useCallback(() => setChosen('packs'), []);
  const toInventory = useCallback(() => setChosen(connected ? 'inventory' : 'packs'), [connected]);

  return (
    <div className="page heroes-page">
      <HeroesHeader />
      {/* Prerendered: the header; the rest depends on the wallet and live data. */}
      <AfterHydration>
        {connected ? null : <HeroesConnectPrompt />}

        <section id={tab === 'packs' ? 'packs' : 'heroes-tabs'} className="heroes-main" aria-label="Heroes">
          <HeroesTabs tab={tab} onChange={choose} heroCount={data.heroes?.length} />
          <div
            role="tabpanel"
            id={heroesPanelId(tab)}
            aria-labelledby={heroesTabId(tab)}
            className="heroes-main__panel"
          >
            {tab === 'heroes' ? (
              <MyHeroesPanel data={data} actions={actions} onVisitStore={visitStore} />
            ) : null}
            {tab === 'showcase' ? <HeroShowcase onVisitStore={visitStore} /> : null}
            {tab === 'packs' ? <PackStore assetType="hero" onBought={toInventory} /> : null}
            {tab === 'inventory' ? <HeroPacksInventory onVisitStore={visitStore} /> : null}
          </div>
        </section>
      </AfterHydration>
    </div>
  );
}
