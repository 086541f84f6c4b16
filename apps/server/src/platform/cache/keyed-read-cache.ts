import type { InvalidationLink } from './invalidation-link.ts';
import { ReadCache, type ReadCacheOptions } from './read-cache.ts';

/**
 * A ReadCache per key (a page of a list, say), at most `maxKeys` of them:
 * past that they are all dropped, so odd keys cannot grow memory.
 */
export class KeyedReadCache<T> {
  private readonly caches = new Map<string, ReadCache<T>>();
  private readonly options: ReadCacheOptions;
  private readonly shared: InvalidationLink | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly maxKeys: number,
    { shared, ...options }: ReadCacheOptions = {},
  ) {
    // The keys' caches are not linked one by one: this one invalidates them all.
    this.options = options;
    this.shared = shared;
    shared?.onRemote(() => this.invalidateHere());
  }

  /** `compute` is used when `key` has no cache yet; later calls share that one. */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    let cache = this.caches.get(key);
    if (!cache) {
      if (this.caches.size >= this.maxKeys) this.caches.clear();
      cache = new ReadCache(this.ttlMs, compute, this.options);
      this.caches.set(key, cache);
    }
    return cache.get();
  }

  /** `key`'s value if it is kept and within its TTL; never reads or refreshes anything. */
  peek(key: string): T | undefined {
    return this.caches.get(key)?.peek();
  }

  /** Drops every key's value here and in the other processes. */
  invalidate(): void {
    this.invalidateHere();
    this.shared?.publish();
  }

  private invalidateHere(): void {
    for (const cache of this.caches.values()) cache.invalidate();
    this.caches.clear();
  }
}
