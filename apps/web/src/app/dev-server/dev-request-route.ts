/**
 * Where the dev server (`npx vite`) sends a request: to Vite (the app's index.html, its
 * modules, its public files) or to the API. It goes by what the request is, as the API's
 * own server does in production (apps/server/src/platform/http/page-navigation.ts), so a new API
 * path needs no entry here.
 */

/** What the rule reads of a request (Node's IncomingMessage has these). */
export interface DevRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Paths Vite itself serves while developing: its client and module ids (`/@vite/client`,
 * `/@id/…`, `/@fs/…`, `/@react-refresh`), the app's sources and pre-bundled dependencies,
 * its ping, and index.html. These are Vite's, not the API's, so the list does not grow.
 */
const VITE_PATH_PREFIXES = ['/@', '/src/', '/node_modules/', '/__vite', '/index.html'];

const VITE_PING = 'text/x-vite-ping';

/** The last segment has an extension: a file (`/art/….svg`, `/openapi.json`), not a page. */
const FILE_LIKE = /\/[^/]*\.[A-Za-z0-9]+$/;

const header = (request: DevRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/**
 * A browser loading a document into its tab (the address bar, a link, a reload).
 * Sec-Fetch-Mode/Dest say so in every current browser; a client without them is a
 * navigation when it asks for HTML. The page's own fetch calls (mode `cors`) are not.
 */
export function isPageNavigation(request: DevRequest): boolean {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return false;
  const mode = header(request, 'sec-fetch-mode');
  if (mode !== undefined) {
    const dest = header(request, 'sec-fetch-dest');
    return mode === 'navigate' && (dest === undefined || dest === 'document');
  }
  return (header(request, 'accept') ?? '').includes('text/html');
}

export type DevRoute =
  /** Vite answers with the app: a navigation to a page path (even one the API also serves). */
  | { to: 'app' }
  /** Vite answers as it would without a proxy: its own modules and public files. */
  | { to: 'vite' }
  /** The API answers: fetch/XHR calls, JSON, the art under /art/, any other file. */
  | { to: 'api' };

/**
 * `publicFiles`: the paths of the files in Vite's public folder (e.g. `/zod-jitless.js`),
 * which Vite serves at the root.
 */
export function devRequestRoute(request: DevRequest, publicFiles: ReadonlySet<string>): DevRoute {
  const url = request.url ?? '/';
  const pathname = url.split('?', 1)[0] ?? url;
  const vitePath =
    VITE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || publicFiles.has(pathname);
  // The Vite client's reconnect ping (it may ask at any path).
  if (vitePath || header(request, 'accept') === VITE_PING) return { to: 'vite' };
  if (isPageNavigation(request) && !FILE_LIKE.test(pathname)) return { to: 'app' };
  return { to: 'api' };
}
