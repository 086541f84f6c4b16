import { getAddressDecoder, getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { addressFromBytes, addressToBytes, base58Decode, base58Encode, isAddressText } from '@wos/svm';
import { describe, expect, it } from 'vitest';

const kit = { encode: getBase58Decoder(), decode: getBase58Encoder() };

function randomBytes(length: number, leadingZeros: number): Uint8Array {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  bytes.fill(0, 0, Math.min(leadingZeros, length));
  return bytes;
}

describe('base58 without BigInt', () => {
  it("encodes and decodes as kit's codec does, leading zeros and signatures included", () => {
    for (let i = 0; i < 2_000; i++) {
      const bytes = randomBytes([0, 1, 2, 31, 32, 33, 64][i % 7]!, i % 5 === 0 ? i % 4 : 0);
      const text = kit.encode.decode(bytes);
      expect(base58Encode(bytes)).toBe(text);
      expect([...base58Decode(text)]).toEqual([...bytes]);
    }
    expect(base58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111');
  });

  it('reads addresses, and refuses what is not one', () => {
    const decoder = getAddressDecoder();
    for (let i = 0; i < 200; i++) {
      const bytes = randomBytes(32, i % 3);
      const address = decoder.decode(bytes);
      expect(addressFromBytes(bytes)).toBe(address);
      expect([...addressToBytes(address)]).toEqual([...bytes]);
      expect(isAddressText(address)).toBe(true);
    }
    expect(() => base58Decode('0OIl')).toThrow();
    expect(() => addressToBytes('abc')).toThrow();
    expect(isAddressText('not an address')).toBe(false);
    expect(isAddressText(kit.encode.decode(randomBytes(31, 0)).padEnd(32, '1'))).toBe(false);
  });
});
