import { useCallback, useSyncExternalStore } from 'react';

function useMediaQuerySubscription(query: string) {
  return useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
}

/**
 * Whether a CSS media query matches now; re-renders when it changes. A prerendered page
 * knows no width: it renders `prerendered` (false: the wide layout), and so does the
 * hydrating render, which the real answer follows at once.
 */
export function useMediaQuery(query: string, prerendered = false): boolean {
  const subscribe = useMediaQuerySubscription(query);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => prerendered,
  );
}

/**
 * The same, but undefined where the width is not known (prerendered, and the hydrating
 * render): for a part that then renders every variant and lets CSS show the right one
 * (the navbar, docs/architecture.md §6.5).
 */
export function useMediaQueryOrUnknown(query: string): boolean | undefined {
  const subscribe = useMediaQuerySubscription(query);
  return useSyncExternalStore<boolean | undefined>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}
