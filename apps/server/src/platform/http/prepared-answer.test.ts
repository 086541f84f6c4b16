import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedCoding } from './answer-encoding.ts';
import { compressionsSoFar } from './compressed-forms.ts';
import { PreparedAnswer } from './prepared-answer.ts';
import { matchesEtag } from './send-prepared.ts';

const decode = (coding: 'br' | 'gzip' | undefined, bytes: Buffer) =>
  (coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes).toString();

/** A page of positions: big enough to be compressed. */
const page = JSON.stringify({
  stakes: Array.from({ length: 70 }, (_, i) => ({ id: `stake-${i}`, amount: i * 12.5, status: 'active' })),
  totalStaked: 1234.5,
});

describe('PreparedAnswer', () => {
  it('compresses a whole answer once per coding, and each form decodes to the same JSON', () => {
    const answer = PreparedAnswer.whole(page);
    expect(answer.compressible).toBe(true);
    const before = compressionsSoFar();
    for (let i = 0; i < 50; i += 1) {
      for (const coding of ['br', 'gzip', undefined] as const) {
        expect(decode(coding, answer.body(coding))).toBe(page);
      }
    }
    expect(compressionsSoFar() - before).toBe(2);
    expect(answer.body('br').length).toBeLessThan(page.length / 4);
  });

  it('closes an open answer with each request’s tail, compressing its start once', () => {
    const answer = PreparedAnswer.open(page.slice(0, -1));
    const before = compressionsSoFar();
    for (let i = 0; i < 20; i += 1) {
      // Tails of every length a clock or a longer field may take, up to 64 KiB.
      for (const extra of [
        `,"serverTime":"2026-11-28T02:${i}0:00.000Z"}`,
        `,"x":"${'é'.repeat(i * 200)}"}`,
      ]) {
        for (const coding of ['br', 'gzip', undefined] as const) {
          const json = decode(coding, answer.body(coding, extra));
          expect(json).toBe(page.slice(0, -1) + extra);
          expect(() => JSON.parse(json)).not.toThrow();
        }
      }
    }
    expect(compressionsSoFar() - before).toBe(2);
    const longest = `,"x":"${'a'.repeat(65_000)}"}`;
    for (const coding of ['br', 'gzip'] as const) {
      expect(decode(coding, answer.body(coding, longest))).toBe(page.slice(0, -1) + longest);
    }
  });

  it('tags the bytes: the same text the same strong tag, an open answer a weak one', () => {
    expect(PreparedAnswer.whole(page).etag).toBe(PreparedAnswer.whole(page).etag);
    expect(PreparedAnswer.whole(page).etag).not.toBe(PreparedAnswer.whole(`${page} `).etag);
    expect(PreparedAnswer.whole(page).etag).toMatch(/^"[\w-]+"$/);
    expect(PreparedAnswer.open(page.slice(0, -1)).etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('leaves a small answer as it is', () => {
    expect(PreparedAnswer.whole('{"ok":true}').compressible).toBe(false);
  });
});

describe('answer negotiation', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['x-gzip', 'gzip'],
  ])('Accept-Encoding %j gets %j', (header, coding) => {
    expect(acceptedCoding(header)).toBe(coding);
  });

  it('matches If-None-Match weakly, in a list or as *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
