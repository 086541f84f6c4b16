import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is prerendered (react-dom/server at build time) and while the browser
 * hydrates that HTML; true from the render after, and in every render of a page that was not
 * hydrated. What differs between the build and the visitor (a wallet, the width, the clock)
 * waits for it, so the hydrating render matches the prerendered HTML (docs/architecture.md §6.5).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
