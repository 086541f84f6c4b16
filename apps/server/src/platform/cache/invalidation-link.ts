/**
 * Carries a named cache's invalidate() to the caches of that name in the
 * other API processes (see shared-state/cache-links.ts). One link per cache.
 */
export interface InvalidationLink {
  /** This process invalidated: tell the others. */
  publish(): void;
  /** `invalidate` runs when another process published, or when messages may have been missed; it must not publish. */
  onRemote(invalidate: () => void): void;
}

/**
 * The same for a cache of many keys (a wallet's pages, say): only the key
 * another process wrote is dropped here.
 */
export interface KeyedInvalidationLink {
  /** This process invalidated `key`: tell the others. */
  publish(key: string): void;
  /** `invalidate(key)` runs for another process's key; `invalidate(undefined)` when every key may be stale (missed messages). */
  onRemote(invalidate: (key: string | undefined) => void): void;
}
