import { describe, expect, it } from 'vitest';
import { decodeBase58, isSolanaAddress } from './address.ts';

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
  });
});
