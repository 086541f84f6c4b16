import { type ComponentType, lazy } from 'react';
import { HomePage } from '../features/home/pages/HomePage.tsx';
import { BrowserRouter, Navigate, useLocation } from '../lib/router/index.ts';
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

/** A path matches its page case-insensitively and with or without a trailing slash. */
function pageAt(pathname: string): ComponentType | undefined {
  return PAGES.get(pathname.toLowerCase().replace(/(.)\/+$/, '$1'));
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
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppLayout>
        <CurrentPage />
      </AppLayout>
    </BrowserRouter>
  );
}
