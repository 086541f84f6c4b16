import { setTimeout as sleep } from 'node:timers/promises';
import type { InvalidationLink } from './invalidation-link.ts';

export interface ReadCacheOptions {
  /**
   * Computations start at least this far apart: under a stream of writes the
   * value is recomputed a few times a second, not once per write.
   */
  minIntervalMs?: number;
  /** Monotonic milliseconds (tests); unlike the game clock, the dev tools never move it. */
  now?: () => number;
  /** The same-named cache in the other processes: an invalidation here reaches them, and theirs here. */
  shared?: InvalidationLink | undefined;
  /**
   * A value past its TTL (never an invalidated one) is still served while one
   * computation replaces it, so readers of a busy value never queue behind the
   * database. For values whose TTL only bounds what other processes' writes
   * take to show.
   */
  staleWhileRefreshing?: boolean;
}

interface Flight<T> {
  promise: Promise<T>;
  /** Past its wait: it reads the database from now on. */
  computing: boolean;
}

/**
 * A value read at most once per `ttlMs` and shared by every reader meanwhile:
 * concurrent readers of an expired value wait on one computation (single
 * flight) instead of each running it. `invalidate()` drops the value when
 * this process writes what it was computed from, and the next reader waits
 * for a computation that starts after the write. With `shared`, another
 * process's invalidate() does the same here; without it, writes made by
 * other processes show within `ttlMs`.
 */
export class ReadCache<T> {
  private value: { data: T; expiresAt: number } | undefined;
  private flight: Flight<T> | undefined;
  /** Bumped by invalidate(): a computation started before it must not be kept. */
  private generation = 0;
  private lastStart = Number.NEGATIVE_INFINITY;
  private readonly minIntervalMs: number;
  private readonly now: () => number;
  private readonly shared: InvalidationLink | undefined;
  private readonly staleWhileRefreshing: boolean;

  constructor(
    private readonly ttlMs: number,
    private readonly compute: () => Promise<T>,
    options: ReadCacheOptions = {},
  ) {
    this.minIntervalMs = options.minIntervalMs ?? 0;
    this.now = options.now ?? (() => performance.now());
    this.shared = options.shared;
    this.staleWhileRefreshing = options.staleWhileRefreshing ?? false;
    this.shared?.onRemote(() => this.invalidateHere());
  }

  get(): Promise<T> {
    const value = this.value;
    if (value && value.expiresAt > this.now()) return Promise.resolve(value.data);
    this.flight ??= this.fly();
    if (value && this.staleWhileRefreshing) {
      // A failed refresh leaves the old value for the next reader to try again.
      this.flight.promise.catch(() => undefined);
      return Promise.resolve(value.data);
    }
    return this.flight.promise;
  }

  /** The value if it is kept and within its TTL; never reads or refreshes anything. */
  peek(): T | undefined {
    const value = this.value;
    return value && value.expiresAt > this.now() ? value.data : undefined;
  }

  /** This process wrote what the value is computed from: drop it here and in the other processes. */
  invalidate(): void {
    this.invalidateHere();
    this.shared?.publish();
  }

  private invalidateHere(): void {
    this.generation += 1;
    this.value = undefined;
    // A flight still waiting for its turn reads after this write: keep it.
    if (this.flight?.computing) this.flight = undefined;
  }

  private fly(): Flight<T> {
    const state = { computing: false };
    // The same object: refresh() finds its flight by identity.
    return Object.assign(state, { promise: this.refresh(state) });
  }

  private async refresh(flight: { computing: boolean }): Promise<T> {
    try {
      const wait = this.lastStart + this.minIntervalMs - this.now();
      if (wait > 0) await sleep(wait);
      flight.computing = true;
      this.lastStart = this.now();
      const generation = this.generation;
      const data = await this.compute();
      if (generation === this.generation) this.value = { data, expiresAt: this.now() + this.ttlMs };
      return data;
    } finally {
      if (this.flight === flight) this.flight = undefined;
    }
  }
}
