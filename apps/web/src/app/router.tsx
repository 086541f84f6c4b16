import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { HomePage } from '../features/home/pages/HomePage.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import {
  loadFarmersPage,
  loadHeroesPage,
  loadMarketplacePage,
  loadPrivacyPage,
  loadRoadmapPage,
  loadStakePage,
  loadTermsPage,
  loadTokenPage,
  loadWalletPage,
} from './page-loaders.ts';

// The home page is in the first load; every other page is its own chunk (page-loaders.ts).
const StakePage = lazy(loadStakePage);
const FarmersPage = lazy(loadFarmersPage);
const MarketplacePage = lazy(loadMarketplacePage);
const TokenPage = lazy(loadTokenPage);
const RoadmapPage = lazy(loadRoadmapPage);
const WalletPage = lazy(loadWalletPage);
const HeroesPage = lazy(loadHeroesPage);
const TermsPage = lazy(loadTermsPage);
const PrivacyPage = lazy(loadPrivacyPage);

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/stake', element: <StakePage /> },
      { path: '/farmers', element: <FarmersPage /> },
      { path: '/marketplace', element: <MarketplacePage /> },
      { path: '/wlo-token', element: <TokenPage /> },
      { path: '/roadmap', element: <RoadmapPage /> },
      { path: '/wallet', element: <WalletPage /> },
      { path: '/heroes', element: <HeroesPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      // Any other path goes home.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
