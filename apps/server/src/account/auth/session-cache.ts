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
 * Session lookups kept in memory so a request does not hit the database (or
 * hash its token) for its session every time. Entries are found by the
 * bearer token itself and dropped by its hash, which is what a revocation
 * names: logout in this process drops the entry at once; one in another
 * process is dropped here when its message arrives (auth/service.ts), and at
 * the latest within `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: RequestSession; until: number }>();
  /** token hash → token, to drop an entry by the hash a revocation names. */
  private readonly tokens = new Map<string, string>();
  private readonly now: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  get(token: string): RequestSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    this.entries.delete(token);
    if (entry.until <= this.now()) {
      this.tokens.delete(entry.session.tokenHash);
      return undefined;
    }
    // Re-insert: a Map iterates in insertion order, so the front is the least recently used.
    this.entries.set(token, entry);
    return entry.session;
  }

  set(token: string, session: RequestSession): void {
    this.entries.delete(token);
    this.entries.set(token, { session, until: this.now() + this.options.ttlMs });
    this.tokens.set(session.tokenHash, token);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.entries().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest[0]);
      this.tokens.delete(oldest[1].session.tokenHash);
    }
  }

  /** Drops the session whose token hashes to `tokenHash`. */
  delete(tokenHash: string): void {
    const token = this.tokens.get(tokenHash);
    if (token === undefined) return;
    this.tokens.delete(tokenHash);
    this.entries.delete(token);
  }

  /** Forgets every session (revocations may have been missed). */
  clear(): void {
    this.entries.clear();
    this.tokens.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
