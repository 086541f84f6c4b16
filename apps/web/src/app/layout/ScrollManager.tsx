import { useEffect } from 'react';
import { scrollTargetOf } from '../../lib/navigation/scroll-target.ts';
import { useLocation } from '../../lib/router/index.ts';

const WAIT_FOR_TARGET_MS = 4000;

/**
 * The page scrolls to top on every path change; when the link asked for a section
 * (router state `scrollTo`, or a #hash) it scrolls there once the lazy page has rendered it.
 */
export function ScrollManager() {
  const { pathname, hash, state } = useLocation();
  const target = scrollTargetOf(state) ?? (hash ? decodeURIComponent(hash.slice(1)) : null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change, by design
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (!target) return;
    const started = performance.now();
    let frame = 0;
    const seek = () => {
      const element = document.getElementById(target);
      if (element) {
        element.scrollIntoView({ behavior: 'smooth', block: 'start' });
        return;
      }
      if (performance.now() - started < WAIT_FOR_TARGET_MS) frame = requestAnimationFrame(seek);
    };
    frame = requestAnimationFrame(seek);
    return () => cancelAnimationFrame(frame);
  }, [pathname, target]);

  return null;
}
