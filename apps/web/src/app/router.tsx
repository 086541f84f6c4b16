import { type ComponentType, lazy } from 'react';
import { HomePage } from '../features/home/pages/HomePage.tsx';
import { type AppLocation, BrowserRouter, Navigate, useLocation } from '../lib/router/index.ts';
import { shareLandingPath } from '../lib/share/share-landing.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { PAGE_LOADERS } from './routes/page-loaders.ts';
import { PAGE_ROUTES, type PageId } from './routes/route-table.ts';

/** The home page is in the first load; every other page is its own chunk, opened through lazy(). */
function pageComponent(id: PageId): ComponentType {
  return id === 'home' ? HomePage : lazy(PAGE_LOADERS[id]);
}

/** Built once, like the pages' lazy() components, so a render never re-creates them. */
const PAGES = new Map<string, ComponentType>(
  PAGE_ROUTES.map((route) => [route.path.toLowerCase(), pageComponent(route.id)]),
);

/** A path as the routes match it: case-insensitive, with or without a trailing slash. */
export function pageKeyOf(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/+$/, '$1');
}

function pageAt(pathname: string): ComponentType | undefined {
  return PAGES.get(pageKeyOf(pathname));
}

/**
 * Loads the code of the page at `pathname` (when it is a chunk of its own) and puts the page
 * itself in place of its lazy() component, so the next render has nothing to wait for: the
 * prerender renders the whole page, and hydration attaches to all of it in one pass before
 * any query starts (a page hydrated later could find data the prerender did not have).
 */
export async function preparePage(pathname: string): Promise<void> {
  const key = pageKeyOf(pathname);
  const route = PAGE_ROUTES.find((entry) => entry.path.toLowerCase() === key);
  if (!route || route.id === 'home') return;
  const loaded = await PAGE_LOADERS[route.id]();
  PAGES.set(key, loaded.default);
}

function CurrentPage() {
  const { pathname } = useLocation();
  const Page = pageAt(pathname);
  // A shared Blink URL goes to the page that sells it; any other path goes home.
  return Page ? <Page /> : <Navigate to={shareLandingPath(pathname) ?? '/'} replace />;
}

/**
 * The app's router: the route table's static paths, matched by equality (lib/router, not
 * react-router: about 12 kB gzip less in the home route, issue 20's 100 kB budget).
 * Navigations render inside startTransition, so a lazy page keeps the old one on screen
 * while it loads.
 */
export function AppRouter({ location }: { location?: AppLocation }) {
  return (
    <BrowserRouter location={location}>
      <AppLayout>
        <CurrentPage />
      </AppLayout>
    </BrowserRouter>
  );
}
