/**
 * The build's prerender entry (docs/architecture.md §6.5): Vite builds it for Node
 * (`vite build --ssr`), and apps/web/src/app/build/prerender-pages.ts renders every page of
 * the route table with it into the documents the server sends. The same App as the
 * browser's, at the page's path, as a returning visitor without a wallet sees it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../App.tsx';
import { preparePage } from '../router.tsx';
import { PAGE_ROUTES } from '../routes/route-table.ts';

export interface PrerenderedPage {
  id: string;
  path: string;
  html: string;
  /** The page stays out of search engines (its document gets a robots noindex meta). */
  noindex: boolean;
}

/** The HTML of #root for one page (its code loaded first: nothing suspends). */
export async function renderPage(path: string): Promise<string> {
  await preparePage(path);
  return renderToString(
    <StrictMode>
      <App location={{ pathname: path, search: '', hash: '', state: null, key: 'default' }} />
    </StrictMode>,
  );
}

/** Every page of the route table. */
export async function renderPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const route of PAGE_ROUTES) {
    pages.push({
      id: route.id,
      path: route.path,
      html: await renderPage(route.path),
      noindex: 'noindex' in route && route.noindex,
    });
  }
  return pages;
}
