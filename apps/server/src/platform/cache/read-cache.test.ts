import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

/** Computations numbered 1, 2, …; each resolves to its number when released. */
function counter() {
  const pending: Array<() => void> = [];
  return {
    get calls() {
      return pending.length;
    },
    release: (computation = pending.length) => pending[computation - 1]?.(),
    compute: () =>
      new Promise<number>((resolve) => {
        const value = pending.length + 1;
        pending.push(() => resolve(value));
      }),
  };
}

describe('ReadCache', () => {
  it('runs one computation for concurrent readers and serves it until it expires', async () => {
    let now = 0;
    const source = counter();
    const cache = new ReadCache(1000, source.compute, { now: () => now });
    const readers = [cache.get(), cache.get(), cache.get()];
    source.release();
    expect(await Promise.all(readers)).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get()).toBe(1);
    now = 1000;
    const next = cache.get();
    source.release();
    expect(await next).toBe(2);
    expect(source.calls).toBe(2);
  });

  it('recomputes after invalidate and never keeps what was computed before it', async () => {
    const source = counter();
    const cache = new ReadCache(1000, source.compute, { now: () => 0 });
    const before = cache.get();
    cache.invalidate();
    const after = cache.get();
    source.release(1);
    expect(await before).toBe(1);
    source.release(2);
    expect(await after).toBe(2);
    expect(await cache.get()).toBe(2);
    expect(source.calls).toBe(2);
  });

  it('lets the next reader retry when a computation fails', async () => {
    let fail = true;
    const cache = new ReadCache(1000, async () => {
      if (fail) throw new Error('database down');
      return 'ok';
    });
    await expect(cache.get()).rejects.toThrow('database down');
    fail = false;
    expect(await cache.get()).toBe('ok');
  });

  it('computes once for a burst of writes and reads, after the last write it waited behind', async () => {
    let computed = 0;
    let version = 0;
    const cache = new ReadCache(
      60_000,
      async () => {
        computed += 1;
        return version;
      },
      { minIntervalMs: 200 },
    );
    expect(await cache.get()).toBe(0);
    const reads: Array<Promise<number>> = [];
    for (let write = 1; write <= 5; write += 1) {
      version = write;
      cache.invalidate();
      reads.push(cache.get());
    }
    // All five readers share the one computation waiting for its turn, which reads the last write.
    expect(await Promise.all(reads)).toEqual([5, 5, 5, 5, 5]);
    expect(computed).toBe(2);
  });

  it('serves an expired value while one computation replaces it, but never an invalidated one', async () => {
    let now = 0;
    const source = counter();
    const cache = new ReadCache(1000, source.compute, { now: () => now, staleWhileRefreshing: true });
    const first = cache.get();
    source.release();
    expect(await first).toBe(1);
    now = 1000;
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    expect(source.calls).toBe(2);
    source.release(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get()).toBe(2);
    cache.invalidate();
    const fresh = cache.get();
    source.release(3);
    expect(await fresh).toBe(3);
  });
});
