/**
 * The browser's location as the app reads it, and the two ways it changes: a navigation of
 * our own (pushState/replaceState) and the back/forward buttons (popstate). Kept outside React
 * so a navigation can be started from anywhere; BrowserRouter turns the changes into renders.
 */

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried (e.g. a scroll target); null when it carried nothing. */
  state: unknown;
  /** A new key on every navigation, 'default' for the page the browser loaded. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What history.state holds for a navigation of ours. */
interface HistoryEntry {
  key: string;
  usr: unknown;
}

function isHistoryEntry(value: unknown): value is HistoryEntry {
  return typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string';
}

export function readLocation(): AppLocation {
  const entry: unknown = window.history.state;
  const { pathname, search, hash } = window.location;
  return isHistoryEntry(entry)
    ? { pathname, search, hash, state: entry.usr ?? null, key: entry.key }
    : { pathname, search, hash, state: null, key: 'default' };
}

type Listener = (location: AppLocation) => void;
const listeners = new Set<Listener>();

/** Calls `listener` on every change of location; returns the unsubscribe. */
export function subscribeToLocation(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

function notify() {
  const location = readLocation();
  for (const listener of listeners) listener(location);
}

/** Goes to `to` (a path, optionally with ?search and #hash, relative to the current page). */
export function navigateTo(to: string, options: NavigateOptions = {}) {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const entry: HistoryEntry = { key: Math.random().toString(36).slice(2, 10), usr: options.state ?? null };
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (options.replace) window.history.replaceState(entry, '', target);
  else window.history.pushState(entry, '', target);
  notify();
}
