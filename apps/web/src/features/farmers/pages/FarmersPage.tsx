import { useCallback, useEffect, useState } from 'react';
import { useLocation } from '../../../lib/router/index.ts';
import { useAuth } from '../../auth/index.ts';
import { useWalletPrompts } from '../../connect/index.ts';
import { offerFromSearch, searchWithoutVoucher, type VoucherOffer } from '../../game/index.ts';
import type { RevealedPack } from '../../packs/index.ts';
import { MyPacks, PackStore, usePackInventory } from '../../packs/index.ts';
import { FarmerArt } from '../art/FarmerArt.tsx';
import { FarmerNotification } from '../components/FarmerNotification.tsx';
import { FarmersHero } from '../components/FarmersHero.tsx';
import { FarmersLoadingScreen } from '../components/FarmersLoadingScreen.tsx';
import { FarmersTabs } from '../components/FarmersTabs.tsx';
import { LeaderboardPanel } from '../components/LeaderboardPanel.tsx';
import { MyFarmersPanel } from '../components/MyFarmersPanel.tsx';
import { ShowcasePanel } from '../components/ShowcasePanel.tsx';
import { type LevelUpNotice, useFarmerActions } from '../data-access/useFarmerActions.ts';
import { useWalletFarmers } from '../data-access/useWalletFarmers.ts';
import { LOADING_SCREEN_MS } from '../lib/farmers-messages.ts';
import {
  CONNECT_REASONS,
  type FarmersTab,
  farmersPanelId,
  farmersTabId,
  sectionIdOf,
  tabFromHash,
  visibleTab,
  WALLET_TABS,
} from '../lib/farmers-tabs.ts';
import '../farmers.css';

function useLoadingScreen(): boolean {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), LOADING_SCREEN_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return loading;
}

const farmerArt = (result: RevealedPack) => (
  <FarmerArt catalogueId={result.catalogueId} rarity={result.rarity} name={result.name} />
);

/**
 * /farmers (docs/spec/001-game.md §2): farms, the collection, the leaderboard, the pack store and the packs.
 */
export default function FarmersPage() {
  const loading = useLoadingScreen();
  const location = useLocation();
  const { address } = useAuth();
  const connected = address !== null;
  const { openConnectWallet } = useWalletPrompts();

  const [chosen, setChosen] = useState<FarmersTab | null>(() => tabFromHash(location.hash));
  const [offer, setOffer] = useState<VoucherOffer | null>(() => offerFromSearch(location.search));
  const [notice, setNotice] = useState<LevelUpNotice | null>(null);

  // A link to #packs or #leaderboard (even to the same one again) selects its tab; a
  // voucher link (GO TO PACK STORE) preselects the discounted pack.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation, by design
  useEffect(() => {
    const fromHash = tabFromHash(location.hash);
    if (fromHash) setChosen(fromHash);
    const fromLink = offerFromSearch(location.search);
    if (fromLink) setOffer(fromLink);
  }, [location.key]);

  // The wallet disconnected: its tabs fall back to the showcase.
  useEffect(() => {
    if (!connected) setChosen((current) => (current && WALLET_TABS.has(current) ? 'showcase' : current));
  }, [connected]);

  const tab = visibleTab(chosen, connected);
  const select = useCallback(
    (next: FarmersTab) => {
      if (next === 'dashboard' || next === 'inventory') {
        if (!connected) {
          openConnectWallet(CONNECT_REASONS[next]);
          return;
        }
      }
      setChosen(next);
    },
    [connected, openConnectWallet],
  );

  const closeOffer = useCallback(() => {
    setOffer(null);
    // The voucher leaves the address without a navigation (which would scroll the page).
    const search = searchWithoutVoucher(window.location.search);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search}${window.location.hash}`,
    );
  }, []);

  const farmers = useWalletFarmers();
  const packs = usePackInventory('farmer');
  const closeNotice = useCallback(() => setNotice(null), []);
  const actions = useFarmerActions(setNotice);

  if (loading) {
    return (
      <div className="page farmers-page">
        <FarmersLoadingScreen />
      </div>
    );
  }

  return (
    <div className="page farmers-page">
      <FarmersHero onBuyPacks={() => select('packs')} onLeaderboard={() => select('leaderboard')} />

      <section id={sectionIdOf(tab)} className="farmers-main" aria-label="Farmers">
        <FarmersTabs tab={tab} onSelect={select} packCount={packs.data?.length ?? 0} />
        <div
          role="tabpanel"
          id={farmersPanelId(tab)}
          aria-labelledby={farmersTabId(tab)}
          className="farmers-main__panel"
          data-testid="farmers-panel"
          data-tab={tab}
        >
          {tab === 'dashboard' ? (
            <MyFarmersPanel
              view={farmers.view}
              isError={farmers.isError}
              onRetry={() => void farmers.refetch()}
              onHarvest={() => void actions.harvest()}
              onLevelUp={(farmer) => void actions.levelUp(farmer)}
              pending={actions.pending}
              onVisitStore={() => select('packs')}
            />
          ) : null}
          {tab === 'showcase' ? <ShowcasePanel onBuyPacks={() => select('packs')} /> : null}
          {tab === 'leaderboard' ? <LeaderboardPanel /> : null}
          {tab === 'packs' ? <PackStore assetType="farmer" offer={offer} onOfferClosed={closeOffer} /> : null}
          {tab === 'inventory' ? (
            <MyPacks assetType="farmer" onVisitStore={() => select('packs')} renderArt={farmerArt} />
          ) : null}
        </div>
      </section>

      <FarmerNotification notice={notice} onClosed={closeNotice} />
    </div>
  );
}
