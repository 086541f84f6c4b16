import { blinkPaths } from './share-paths.ts';

const LISTING = blinkPaths.listing('');
const PACK = blinkPaths.pack('');

/**
 * Where a Blink URL (share-blink.ts) lands a browser without a blink client:
 * the page that sells the thing shared (a listing on the marketplace, a
 * hero pack on /heroes, any other pack on /farmers); undefined for any other path.
 */
export function shareLandingPath(pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  if (path.startsWith(LISTING) && path.length > LISTING.length) return '/marketplace';
  if (path.startsWith(PACK) && path.length > PACK.length) {
    return path.slice(PACK.length).startsWith('hero') ? '/heroes' : '/farmers';
  }
  return undefined;
}
