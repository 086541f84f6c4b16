import { describe, expect, it } from 'vitest';
import { isSolanaAddress } from './address.ts';
import { decodeBase58 } from './base58.ts';

describe('Solana addresses', () => {
  it('accept base58 text of 32 bytes', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true);
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true);
  });

  it('refuse other lengths and characters outside base58', () => {
    expect(isSolanaAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5D')).toBe(false);
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DAl')).toBe(false);
    expect(decodeBase58('0OIl')).toBeNull();
    expect(decodeBase58('')).toBeNull();
  });

  it('decode base58 as the reference (big-integer) algorithm does, leading zeros included', () => {
    const reference = (text: string) => {
      const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
      let value = 0n;
      for (const char of text) value = value * 58n + BigInt(alphabet.indexOf(char));
      const bytes: number[] = [];
      for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn));
      for (const char of text) {
        if (char !== '1') break;
        bytes.unshift(0);
      }
      return Uint8Array.from(bytes);
    };
    for (const text of [
      '1',
      '11',
      '2',
      'z',
      '1112',
      '11111111111111111111111111111111',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
    ]) {
      expect(decodeBase58(text), text).toEqual(reference(text));
    }
  });
});
