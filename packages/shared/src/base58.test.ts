import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeBase58, encodeBase58 } from './base58.ts';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The textbook definition, with BigInt: the reference the fast code must match. */
function reference(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

describe('base58', () => {
  it('encodes as the textbook definition does, and decodes back, leading zeroes included', () => {
    const samples = [new Uint8Array(0), new Uint8Array(32), Uint8Array.of(0, 0, 1), Uint8Array.of(255)];
    for (let i = 0; i < 300; i += 1) {
      const bytes = randomBytes(1 + (i % 70));
      if (i % 5 === 0) bytes.fill(0, 0, Math.min(bytes.length, i % 4));
      samples.push(new Uint8Array(bytes));
    }
    for (const bytes of samples) {
      const text = encodeBase58(bytes);
      expect(text).toBe(reference(bytes));
      if (bytes.length > 0) expect(decodeBase58(text)).toEqual(bytes);
    }
  });

  it('knows the system program and the token program', () => {
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111');
    expect(decodeBase58('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')?.length).toBe(32);
  });
});
