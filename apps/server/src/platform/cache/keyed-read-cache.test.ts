import { describe, expect, it } from 'vitest';
import { KeyedReadCache } from './keyed-read-cache.ts';

describe('KeyedReadCache', () => {
  it('keeps one value per key, forgets all past maxKeys and on invalidate', async () => {
    let computed = 0;
    const cache = new KeyedReadCache<string>(60_000, 2);
    const read = (key: string) =>
      cache.get(key, async () => {
        computed += 1;
        return `${key}#${computed}`;
      });
    expect(await read('a')).toBe('a#1');
    expect(await read('b')).toBe('b#2');
    expect(await read('a')).toBe('a#1');
    expect(await read('c')).toBe('c#3'); // a third key: a and b are dropped
    expect(await read('a')).toBe('a#4');
    cache.invalidate();
    expect(await read('a')).toBe('a#5');
  });
});
