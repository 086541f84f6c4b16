import type { ReadonlyUint8Array } from '@solana/kit';

export interface MessageAccounts {
  /** The message's static account keys, each as 64 hex digits (no base58 on this path). */
  keys: string[];
  /** A v0 message that loads further accounts from address lookup tables: `keys` is not all it touches. */
  usesLookupTables: boolean;
}

/**
 * The accounts a compiled transaction message names, read straight from its
 * wire layout (legacy or v0): a version byte when the top bit is set, the
 * 3-byte header, the keys, the blockhash, the instructions, then (v0) the
 * lookup tables. Undefined for bytes that do not parse.
 */
export function messageAccounts(bytes: ReadonlyUint8Array): MessageAccounts | undefined {
  let at = 0;
  const compactU16 = (): number => {
    let value = 0;
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = bytes[at++];
      if (byte === undefined) throw new RangeError('truncated');
      value |= (byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return value;
    }
    throw new RangeError('compact-u16 too long');
  };
  try {
    const versioned = ((bytes[0] ?? 0) & 0x80) !== 0;
    if (versioned) at += 1;
    at += 3;
    const count = compactU16();
    const keys: string[] = [];
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = 0; i < count; i += 1) {
      if (at + 32 > bytes.length) return undefined;
      keys.push(view.toString('hex', at, at + 32));
      at += 32;
    }
    if (!versioned) return { keys, usesLookupTables: false };
    at += 32;
    const instructions = compactU16();
    for (let i = 0; i < instructions; i += 1) {
      at += 1;
      // Read the length first: `at += compactU16()` would add it to `at` as it was before the read.
      const accountIndexes = compactU16();
      at += accountIndexes;
      const data = compactU16();
      at += data;
    }
    if (at > bytes.length) return undefined;
    return { keys, usesLookupTables: compactU16() > 0 };
  } catch {
    return undefined;
  }
}
