/**
 * Every page of the app, once: its path, the h1 it shows, where the navbar and the footer
 * link to it (docs/spec/000-shell-wallet-staking.md §2, the specification's labels) and whether the first
 * visit's preloader fetches its code (docs/spec/001-game.md §2). The router, the page loaders, the navbar,
 * the footer and the e2e route list all read this table.
 *
 * Pure data with no imports: the e2e project (its own TypeScript project, no React) imports
 * it too. The code of each page is keyed by the same id in page-loaders.ts, which the type
 * checker keeps complete. Adding a page: one entry here, one loader line there.
 *
 * The order of the entries is the preloader's order (critical pages, then the background ones).
 */

/** Where a link to the page sits: its text and its position among its neighbours (1 = first). */
export interface LinkPlacement {
  label: string;
  order: number;
}

export type FooterColumn = 'quick-links' | 'legal';

export interface FooterPlacement extends LinkPlacement {
  column: FooterColumn;
}

/**
 * When the first visit fetches the page's code: `critical` with the preloader's own set
 * (the game's main screens), `background` after the hand-over. `label` is what the
 * preloader shows while it loads.
 */
export interface PagePreload {
  stage: 'critical' | 'background';
  label: string;
}

export interface PageRoute {
  /** The page's name: its loader's key, its screenshot file's name. */
  id: string;
  path: `/${string}`;
  /** The h1 the page shows (the e2e tests wait for it). */
  heading: string;
  navbar?: LinkPlacement;
  footer?: FooterPlacement;
  /**
   * Absent: the preloader never fetches it (home, which is in the first load; the operator
   * console, which players never open).
   */
  preload?: PagePreload;
  /** Kept out of search engines: the document carries `<meta name="robots" content="noindex">`. */
  noindex?: boolean;
}

export const PAGE_ROUTES = [
  { id: 'home', path: '/', heading: 'BUILD YOUR WARLORD EMPIRE' },
  {
    id: 'stake',
    path: '/stake',
    heading: 'QUANTUM STAKING PORTAL',
    navbar: { label: 'STAKE', order: 1 },
    footer: { column: 'quick-links', label: 'Stake', order: 1 },
    preload: { stage: 'critical', label: 'Staking portal' },
  },
  {
    id: 'farmers',
    path: '/farmers',
    heading: 'QUANTUM FARMS',
    navbar: { label: 'FARMERS', order: 2 },
    footer: { column: 'quick-links', label: 'Farmers', order: 4 },
    preload: { stage: 'critical', label: 'Farmers hub' },
  },
  {
    id: 'marketplace',
    path: '/marketplace',
    heading: 'MARKETPLACE',
    footer: { column: 'quick-links', label: 'Marketplace', order: 5 },
    preload: { stage: 'critical', label: 'Marketplace' },
  },
  {
    id: 'wallet',
    path: '/wallet',
    heading: 'NEURAL WALLET',
    navbar: { label: 'WALLET', order: 5 },
    preload: { stage: 'critical', label: 'Neural wallet' },
  },
  {
    id: 'wlo-token',
    path: '/wlo-token',
    heading: 'WLO TOKEN',
    navbar: { label: 'WLO TOKEN', order: 3 },
    footer: { column: 'quick-links', label: 'WLO Token', order: 2 },
    preload: { stage: 'background', label: 'WLO token' },
  },
  {
    id: 'roadmap',
    path: '/roadmap',
    heading: 'ROADMAP',
    navbar: { label: 'ROADMAP', order: 4 },
    footer: { column: 'quick-links', label: 'Roadmap', order: 3 },
    preload: { stage: 'background', label: 'Roadmap' },
  },
  {
    id: 'heroes',
    path: '/heroes',
    heading: 'HEROES',
    preload: { stage: 'background', label: 'Heroes' },
  },
  {
    id: 'terms',
    path: '/terms',
    heading: 'Terms of Service',
    footer: { column: 'legal', label: 'Terms of Service', order: 1 },
    preload: { stage: 'background', label: 'Terms of Service' },
  },
  {
    id: 'privacy',
    path: '/privacy',
    heading: 'Privacy Policy',
    footer: { column: 'legal', label: 'Privacy Policy', order: 2 },
    preload: { stage: 'background', label: 'Privacy Policy' },
  },
  // The operator console (docs/operations.md): no link from any page, no preload, not indexed.
  { id: 'admin', path: '/admin', heading: 'OPERATOR CONSOLE', noindex: true },
] as const satisfies readonly PageRoute[];

type PageRouteEntry = (typeof PAGE_ROUTES)[number];
export type PageId = PageRouteEntry['id'];
/** The pages with a chunk of their own (every page but the one in the first load). */
export type LazyPageId = Exclude<PageId, 'home'>;

/** The home page also counts as active on /battle (the old battle screen's address). */
export const HOME_ACTIVE_PATHS: readonly string[] = ['/', '/battle'];

export interface PageLink {
  id: PageId;
  to: string;
  label: string;
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
// The entries as the PageRoute shape: optional fields read uniformly across the const tuple.
const routes: readonly (PageRoute & { id: PageId })[] = PAGE_ROUTES;

/** The navbar's links, in their order. */
export function navbarLinks(): PageLink[] {
  return routes
    .flatMap((route) => (route.navbar ? [{ route, placement: route.navbar }] : []))
    .sort((a, b) => byOrder(a.placement, b.placement))
    .map(({ route, placement }) => ({ id: route.id, to: route.path, label: placement.label }));
}

/** One footer column's links, in their order. */
export function footerLinks(column: FooterColumn): PageLink[] {
  return routes
    .flatMap((route) => (route.footer?.column === column ? [{ route, placement: route.footer }] : []))
    .sort((a, b) => byOrder(a.placement, b.placement))
    .map(({ route, placement }) => ({ id: route.id, to: route.path, label: placement.label }));
}
