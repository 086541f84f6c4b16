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
    const cache = new ReadCache(1000, source.compute, () => now);
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
    const cache = new ReadCache(1000, source.compute, () => 0);
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
});
