/**
 * The app's router: the few parts the pages use (a location, links, navigate), about 1 kB
 * instead of react-router's 13 kB gzip in the home route (issue 20's 100 kB budget). Paths
 * are static (docs: apps/web/src/app/routes/route-table.ts), so there is no path matching
 * beyond equality.
 */
export { BrowserRouter, useLocation } from './BrowserRouter.tsx';
export { isActivePath, Link, type LinkProps, NavLink } from './links.tsx';
export type { AppLocation, NavigateOptions } from './location.ts';
export { Navigate, useNavigate } from './navigate.ts';
