import { INTRO_PENDING_CLASS } from '@wos/shared';
import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../../lib/hooks/useHydrated.ts';
import { ErrorBoundary } from '../../../lib/ui/ErrorBoundary.tsx';
import { readIntroFlags } from '../lib/intro-flags.ts';
import { type IntroPlan, planIntro } from '../lib/intro-plan.ts';
import type { PreloadPages } from '../lib/preload-pages.ts';

const IntroGate = lazy(() => import('./IntroGate.tsx'));

/** Covers the app while the preloader and intro code arrive (no flash of the page first). */
const COVER_STYLE = { position: 'fixed', inset: 0, zIndex: 3000, background: 'var(--bg)' } as const;

/** Decided once per page load, at the first render that may read the browser. */
let decided: { plan: IntroPlan | null } | null = null;
function visitPlan(): IntroPlan | null {
  decided ??= { plan: planIntro(readIntroFlags(), window.location.pathname) };
  return decided.plan;
}

/**
 * Decides once, at start, whether this visit gets the preloader and the intro (localStorage
 * flags); a returning visitor costs only this check, the rest is a chunk of its own. The app
 * passes in the pages to preload (its route table), so the intro never reaches up into app/.
 *
 * The prerendered documents hold the returning visitor's page: this renders nothing there and
 * while the page hydrates, then decides. For a first visit the document's first-paint script
 * has hidden the page until now (`wos-intro` on <html>, same rule); the cover below takes
 * over in the same frame and the mark comes off (docs/architecture.md §6.5).
 */
export function IntroHost({ pages }: { pages: PreloadPages }) {
  return useHydrated() ? <IntroDecided pages={pages} /> : null;
}

function IntroDecided({ pages }: { pages: PreloadPages }) {
  const [plan] = useState(visitPlan);
  const [open, setOpen] = useState(plan !== null);
  const close = useCallback(() => setOpen(false), []);
  useLayoutEffect(() => {
    document.documentElement.classList.remove(INTRO_PENDING_CLASS);
  }, []);
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
