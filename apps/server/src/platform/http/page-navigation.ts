import type { IncomingMessage } from 'node:http';

/** Where the app is served; the page's own router then shows the path or redirects to /. */
export const APP_PATH = '/';

/** The last segment has an extension: a file (built asset, `/art/….svg`, `/openapi.json`), not a page. */
const FILE_LIKE = /\/[^/]*\.[A-Za-z0-9]+$/;

/**
 * A browser loading a document into its tab: the address bar, a link, a
 * reload. Sec-Fetch-Mode/Dest say so in every current browser; a client
 * without them (older browsers) is a navigation when it asks for HTML. A
 * download (`<a download>`, Sec-Fetch-Dest `empty`) and the page's own
 * `fetch` calls (mode `cors`) are not navigations.
 */
export function isPageNavigation(request: Pick<IncomingMessage, 'method' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined) {
    const dest = request.headers['sec-fetch-dest'];
    return mode === 'navigate' && (dest === undefined || dest === 'document');
  }
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Fastify's rewriteUrl, before routing: a navigation to any path that is not
 * a file gets the app, even where the API serves the same path (a page URL
 * with an extra segment such as `/farmers/1` typed into the address bar).
 * The browser keeps its URL; everything else is routed as sent.
 */
export function rewritePageNavigation(request: IncomingMessage): string {
  const url = request.url ?? APP_PATH;
  if (!isPageNavigation(request)) return url;
  const pathname = url.split('?', 1)[0] ?? url;
  return FILE_LIKE.test(pathname) ? url : APP_PATH;
}
