import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\r\nthere"\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\r\nthere'],
    ]);
  });

  it('refuses a body that does not end with a line break', () => {
    expect(() => parseCsv('a,b\r\nc')).toThrow('does not end with a line break');
  });
});
