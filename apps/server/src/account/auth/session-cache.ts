import type { RequestSession } from '../../platform/http/auth-guard.ts';

export interface SessionCacheOptions {
  /** How long a looked-up session is trusted without asking the database again. */
  ttlMs: number;
  /** At most this many sessions are remembered; the least recently used go first. */
  maxEntries: number;
  /** Monotonic milliseconds (wall time, not the game clock a test may move). */
  now?: () => number;
}

/**
 * Session lookups kept in memory for a short while so a request does not hit
 * the database for its session every time. Logout in this process drops the
 * entry at once; one in another process is dropped here when its message
 * arrives (auth/service.ts), and at the latest within `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: RequestSession; until: number }>();
  private readonly now: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  get(tokenHash: string): RequestSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    this.entries.delete(tokenHash);
    if (entry.until <= this.now()) return undefined;
    // Re-insert: a Map iterates in insertion order, so the front is the least recently used.
    this.entries.set(tokenHash, entry);
    return entry.session;
  }

  set(session: RequestSession): void {
    this.entries.delete(session.tokenHash);
    this.entries.set(session.tokenHash, { session, until: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Forgets every session (revocations may have been missed). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
