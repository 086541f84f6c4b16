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
