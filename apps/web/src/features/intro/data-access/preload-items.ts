import { criticalPictures } from '../lib/critical-pictures.ts';
import { PRELOADER_TIMINGS } from '../lib/intro-timings.ts';
import type { PageCode, PreloadPages } from '../lib/preload-pages.ts';
import { loadPicture } from './load-picture.ts';
import type { PreloadItem } from './preload-queue.ts';

const pageItem = (page: PageCode): PreloadItem => ({ label: page.label, kind: 'page', load: page.load });

/**
 * The preloader's critical set (docs/spec/001-game.md §2): the catalogue's pictures, then the four main
 * pages' code through the same import() the router uses (the app passes the loaders in),
 * so the chunks are cached when a page opens. (The spec counts 34 critical assets; the app
 * has 27 pictures worth loading ahead, and the stylesheet is already in the document.)
 */
export function criticalItems(pages: PreloadPages): PreloadItem[] {
  return [
    ...criticalPictures().map(
      (picture): PreloadItem => ({
        label: picture.label,
        kind: 'picture',
        load: () => loadPicture(picture.url, PRELOADER_TIMINGS.assetTimeoutMs),
      }),
    ),
    ...pages.critical.map(pageItem),
  ];
}

/** After the hand-over: the other pages and the wallet code (loaded anyway on the first wallet click). */
export function backgroundItems(pages: PreloadPages): PreloadItem[] {
  return [
    ...pages.background.map(pageItem),
    {
      label: 'Wallet adapters',
      kind: 'page',
      load: () => import('../../../lib/wallet/runtime/wallet-runtime.ts'),
    },
  ];
}
