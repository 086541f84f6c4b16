import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { HomePage } from '../features/home/pages/HomePage.tsx';
import { AppLayout } from './layout/AppLayout.tsx';

// The home page is in the first load; every other page is its own chunk.
const StakePage = lazy(() => import('../features/staking/pages/StakePage.tsx'));
const FarmersPage = lazy(() => import('../features/farmers/pages/FarmersPage.tsx'));
const MarketplacePage = lazy(() => import('../features/marketplace/pages/MarketplacePage.tsx'));
const TokenPage = lazy(() => import('../features/token/pages/TokenPage.tsx'));
const RoadmapPage = lazy(() => import('../features/roadmap/pages/RoadmapPage.tsx'));
const WalletPage = lazy(() => import('../features/wallet/pages/WalletPage.tsx'));
const HeroesPage = lazy(() => import('../features/heroes/pages/HeroesPage.tsx'));
const TermsPage = lazy(() => import('../features/legal/pages/TermsPage.tsx'));
const PrivacyPage = lazy(() => import('../features/legal/pages/PrivacyPage.tsx'));

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
