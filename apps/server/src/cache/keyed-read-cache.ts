import { ReadCache, type ReadCacheOptions } from './read-cache.ts';

/**
 * A ReadCache per key (a page of a list, say), at most `maxKeys` of them:
 * past that they are all dropped, so odd keys cannot grow memory.
 */
export class KeyedReadCache<T> {
  private readonly caches = new Map<string, ReadCache<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxKeys: number,
    private readonly options: ReadCacheOptions = {},
  ) {}

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

  invalidate(): void {
    for (const cache of this.caches.values()) cache.invalidate();
    this.caches.clear();
  }
}
