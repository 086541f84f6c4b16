/**
 * The code of each page but home (every one its own chunk). The router's lazy() and the
 * first visit's preloader call the same import, so a page the preloader fetched opens
 * without another request.
 */
export const loadStakePage = () => import('../features/staking/pages/StakePage.tsx');
export const loadFarmersPage = () => import('../features/farmers/pages/FarmersPage.tsx');
export const loadMarketplacePage = () => import('../features/marketplace/pages/MarketplacePage.tsx');
export const loadWalletPage = () => import('../features/wallet/pages/WalletPage.tsx');
export const loadTokenPage = () => import('../features/token/pages/TokenPage.tsx');
export const loadRoadmapPage = () => import('../features/roadmap/pages/RoadmapPage.tsx');
export const loadHeroesPage = () => import('../features/heroes/pages/HeroesPage.tsx');
export const loadTermsPage = () => import('../features/legal/pages/TermsPage.tsx');
export const loadPrivacyPage = () => import('../features/legal/pages/PrivacyPage.tsx');

export interface PageCode {
  /** What the preloader shows while it loads. */
  label: string;
  load: () => Promise<unknown>;
}

/** Spec 001 §2: the preloader loads the four main pages (the game's screens) with its critical set. */
export const MAIN_PAGES: readonly PageCode[] = [
  { label: 'Staking portal', load: loadStakePage },
  { label: 'Farmers hub', load: loadFarmersPage },
  { label: 'Marketplace', load: loadMarketplacePage },
  { label: 'Neural wallet', load: loadWalletPage },
];

/** The other pages: fetched in the background after the preloader hands over. */
export const OTHER_PAGES: readonly PageCode[] = [
  { label: 'WLO token', load: loadTokenPage },
  { label: 'Roadmap', load: loadRoadmapPage },
  { label: 'Heroes', load: loadHeroesPage },
  { label: 'Terms of Service', load: loadTermsPage },
  { label: 'Privacy Policy', load: loadPrivacyPage },
];
