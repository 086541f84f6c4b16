import { describe, expect, it } from 'vitest';
import { PerWalletCache } from './per-wallet-cache.ts';
import { createWalletChanges } from './wallet-changes.ts';

/** Computations numbered 1, 2, … per call; each resolves when released. */
function source() {
  const pending: Array<() => void> = [];
  return {
    get calls() {
      return pending.length;
    },
    release: (call: number) => pending[call - 1]?.(),
    compute: (label: string) => () =>
      new Promise<string>((resolve) => {
        const call = pending.length + 1;
        pending.push(() => resolve(`${label}#${call}`));
      }),
  };
}

describe('PerWalletCache', () => {
  it('keeps each wallet and key apart; one computation serves concurrent readers', async () => {
    const changes = createWalletChanges();
    const cache = new PerWalletCache<string>(changes, { ttlMs: 60_000, maxWallets: 10, now: () => 0 });
    const s = source();
    const readers = [cache.get('alice', 'p1', s.compute('a1')), cache.get('alice', 'p1', s.compute('a1'))];
    const other = cache.get('alice', 'p2', s.compute('a2'));
    const bob = cache.get('bob', 'p1', s.compute('b1'));
    s.release(1);
    s.release(2);
    s.release(3);
    expect(await Promise.all(readers)).toEqual(['a1#1', 'a1#1']);
    expect([await other, await bob]).toEqual(['a2#2', 'b1#3']);
    expect(await cache.get('alice', 'p1', s.compute('a1'))).toBe('a1#1');
    expect(s.calls).toBe(3);
  });

  it("drops only the changed wallet's values, and never keeps what was computed before its change", async () => {
    const changes = createWalletChanges();
    const cache = new PerWalletCache<string>(changes, { ttlMs: 60_000, maxWallets: 10, now: () => 0 });
    const s = source();
    const bob = cache.get('bob', '', s.compute('bob'));
    s.release(1);
    await bob;
    const before = cache.get('alice', '', s.compute('alice'));
    changes.changed('alice');
    // A reader after the change does not share the computation that started before it.
    const after = cache.get('alice', '', s.compute('alice'));
    s.release(2);
    s.release(3);
    expect(await before).toBe('alice#2');
    expect(await after).toBe('alice#3');
    expect(await cache.get('alice', '', s.compute('alice'))).toBe('alice#3');
    expect(await cache.get('bob', '', s.compute('bob'))).toBe('bob#1');
    // Every wallet at once (e.g. messages missed by the bus).
    changes.changedMany(Array.from({ length: 1_001 }, (_, i) => `w${i}`));
    const again = cache.get('bob', '', s.compute('bob'));
    s.release(4);
    expect(await again).toBe('bob#4');
  });

  it('reads again after the TTL, lets a failed read be retried, and holds at most maxWallets', async () => {
    let now = 0;
    const cache = new PerWalletCache<string>(undefined, { ttlMs: 1_000, maxWallets: 2, now: () => now });
    let calls = 0;
    const read = (wallet: string) =>
      cache.get(wallet, '', async () => {
        calls += 1;
        if (wallet === 'broken' && calls === 1) throw new Error('database down');
        return `${wallet}#${calls}`;
      });
    await expect(read('broken')).rejects.toThrow('database down');
    expect(await read('broken')).toBe('broken#2');
    expect(await read('a')).toBe('a#3');
    now = 999;
    expect(await read('a')).toBe('a#3');
    now = 1_000;
    expect(await read('a')).toBe('a#4');
    // A third wallet pushes out the one cached longest ago ('broken').
    expect(await read('b')).toBe('b#5');
    expect(await read('a')).toBe('a#4');
    expect(await read('broken')).toBe('broken#6');
  });
});
