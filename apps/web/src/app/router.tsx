import { type ComponentType, lazy } from 'react';
import { BrowserRouter, Navigate, type RouteObject, useRoutes } from 'react-router';
import { HomePage } from '../features/home/pages/HomePage.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { PAGE_LOADERS } from './routes/page-loaders.ts';
import { PAGE_ROUTES, type PageId } from './routes/route-table.ts';

/** The home page is in the first load; every other page is its own chunk, opened through lazy(). */
function pageComponent(id: PageId): ComponentType {
  return id === 'home' ? HomePage : lazy(PAGE_LOADERS[id]);
}

/** Built once, like the pages' lazy() components, so a render never re-creates them. */
const APP_ROUTES: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...PAGE_ROUTES.map((route) => {
        const Page = pageComponent(route.id);
        return { path: route.path, element: <Page /> };
      }),
      // Any other path goes home.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(APP_ROUTES);
}

/**
 * The app's router. Declarative (BrowserRouter + useRoutes), not a data router: no page uses
 * loaders, actions or fetchers, and createBrowserRouter alone brings about 17 kB gzip of that
 * machinery into the home route (issue 20's 100 kB budget). Navigations are still wrapped in
 * startTransition, as RouterProvider does, so a lazy page keeps the old one on screen while it loads.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
