/**
 * Base58 (Bitcoin's alphabet, as Solana writes addresses and signatures) over byte
 * arrays, without BigInt: @solana/kit's codec converts through a BigInt per call, which
 * cost tens of microseconds an address on every request and payout. Same output as kit's
 * codec (base58.test.ts). The one implementation: packages/svm and the server use it too.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Each ASCII code's base58 digit, or -1. */
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DIGIT[ALPHABET.charCodeAt(i)] = i;
const LIMB = 58 ** 4;

/** Encodes bytes as base58 text. */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  // Little-endian limbs of four base-58 digits each (58^4 < 2^24, so limb * 256 + carry stays exact).
  const limbs = new Float64Array(Math.ceil(((bytes.length - zeros) * 1.37) / 4) + 1);
  let length = 0;
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i]!;
    for (let j = 0; j < length; j++) {
      const value = limbs[j]! * 256 + carry;
      carry = Math.floor(value / LIMB);
      limbs[j] = value - carry * LIMB;
    }
    while (carry > 0) {
      const next = Math.floor(carry / LIMB);
      limbs[length++] = carry - next * LIMB;
      carry = next;
    }
  }
  let text = '1'.repeat(zeros);
  for (let j = length - 1; j >= 0; j--) {
    const limb = limbs[j]!;
    const d3 = limb % 58;
    const rest = (limb - d3) / 58;
    const d2 = rest % 58;
    const rest2 = (rest - d2) / 58;
    const d1 = rest2 % 58;
    const d0 = (rest2 - d1) / 58;
    // The top limb's leading zeros are not digits.
    if (j < length - 1 || d0 > 0) text += ALPHABET[d0]!;
    if (j < length - 1 || d0 + d1 > 0) text += ALPHABET[d1]!;
    if (j < length - 1 || d0 + d1 + d2 > 0) text += ALPHABET[d2]!;
    text += ALPHABET[d3]!;
  }
  return text;
}

/** Decodes base58 text; null when it is not base58. */
export function decodeBase58(text: string): Uint8Array | null {
  if (text.length === 0) return null;
  let zeros = 0;
  while (zeros < text.length && text.charCodeAt(zeros) === 49 /* '1' */) zeros++;
  // Little-endian bytes of the number the digits spell.
  const bytes = new Uint8Array(Math.ceil((text.length - zeros) * 0.733) + 1);
  let length = 0;
  for (let i = zeros; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const digit = code < 128 ? DIGIT[code]! : -1;
    if (digit < 0) return null;
    let carry = digit;
    for (let j = 0; j < length; j++) {
      carry += bytes[j]! * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes[length++] = carry & 0xff;
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + length);
  for (let j = 0; j < length; j++) out[zeros + j] = bytes[length - 1 - j]!;
  return out;
}
