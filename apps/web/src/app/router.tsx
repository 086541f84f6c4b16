import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { HomePage } from '../features/home/pages/HomePage.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { PAGE_LOADERS } from './routes/page-loaders.ts';
import { PAGE_ROUTES, type PageId } from './routes/route-table.ts';

/** The home page is in the first load; every other page is its own chunk, opened through lazy(). */
function pageComponent(id: PageId): ComponentType {
  return id === 'home' ? HomePage : lazy(PAGE_LOADERS[id]);
}

export const router = createBrowserRouter([
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
]);
