import type { ComponentType } from 'react';
import type { PreloadPages } from '../../features/intro/lib/preload-pages.ts';
import { type LazyPageId, PAGE_ROUTES } from './route-table.ts';

/** A page's chunk: its module, whose default export is the page. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The code of each page but home (every one its own chunk), keyed by the route table's ids;
 * `satisfies` makes a page without its loader a type error. The router's lazy() and the
 * first visit's preloader call the same import, so a page the preloader fetched opens
 * without another request.
 */
export const PAGE_LOADERS = {
  stake: () => import('../../features/staking/pages/StakePage.tsx'),
  farmers: () => import('../../features/farmers/pages/FarmersPage.tsx'),
  marketplace: () => import('../../features/marketplace/pages/MarketplacePage.tsx'),
  wallet: () => import('../../features/wallet/pages/WalletPage.tsx'),
  'wlo-token': () => import('../../features/token/pages/TokenPage.tsx'),
  roadmap: () => import('../../features/roadmap/pages/RoadmapPage.tsx'),
  heroes: () => import('../../features/heroes/pages/HeroesPage.tsx'),
  terms: () => import('../../features/legal/pages/TermsPage.tsx'),
  privacy: () => import('../../features/legal/pages/PrivacyPage.tsx'),
  admin: () => import('../../features/admin/pages/AdminPage.tsx'),
} as const satisfies Record<LazyPageId, PageLoader>;

function pagesOfStage(stage: 'critical' | 'background') {
  return PAGE_ROUTES.flatMap((route) =>
    'preload' in route && route.preload.stage === stage
      ? [{ label: route.preload.label, load: PAGE_LOADERS[route.id] }]
      : [],
  );
}

/**
 * docs/spec/001-game.md §2: the preloader loads the main pages (the game's screens) with its critical set,
 * the others after.
 */
export const PRELOAD_PAGES: PreloadPages = {
  critical: pagesOfStage('critical'),
  background: pagesOfStage('background'),
};
