import { lazy, Suspense, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { ErrorBoundary } from '../../../lib/ui/ErrorBoundary.tsx';
import { readIntroFlags } from '../lib/intro-flags.ts';
import { planIntro } from '../lib/intro-plan.ts';
import type { PreloadPages } from '../lib/preload-pages.ts';

const IntroGate = lazy(() => import('./IntroGate.tsx'));

/** Covers the app while the preloader and intro code arrive (no flash of the page first). */
const COVER_STYLE = { position: 'fixed', inset: 0, zIndex: 3000, background: 'var(--bg)' } as const;

/**
 * Decides once, at start, whether this visit gets the preloader and the intro (localStorage
 * flags); a returning visitor costs only this check, the rest is a chunk of its own. The app
 * passes in the pages to preload (its route table), so the intro never reaches up into app/.
 */
export function IntroHost({ pages }: { pages: PreloadPages }) {
  const [plan] = useState(() => planIntro(readIntroFlags(), window.location.pathname));
  const [open, setOpen] = useState(plan !== null);
  const close = useCallback(() => setOpen(false), []);
  if (!plan || !open) return null;
  // If its code cannot be fetched, the visitor simply gets the app.
  return createPortal(
    <ErrorBoundary fallback={null} onError={close}>
      <Suspense fallback={<div className="intro-cover" style={COVER_STYLE} />}>
        <IntroGate plan={plan} pages={pages} onDone={close} />
      </Suspense>
    </ErrorBoundary>,
    document.body,
  );
}
