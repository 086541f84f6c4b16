/** Solana's compact-u16: the value and the bytes it took. */
export function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0;
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size];
    if (byte === undefined) throw new Error('truncated compact-u16');
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return { value, size: size + 1 };
  }
  throw new Error('compact-u16 longer than 3 bytes');
}

export interface WireAccounts {
  /** Legacy messages have no version byte. */
  versioned: boolean;
  /** The static account keys the header marks writable, as views into the wire bytes. */
  writable: Uint8Array[];
}

/**
 * The writable static accounts of a wire transaction, read from its header
 * without decoding addresses: what executing it can have changed (accounts
 * loaded from lookup tables aside; the game sends none).
 */
export function writableAccounts(wire: Uint8Array): WireAccounts {
  const signatures = readCompactU16(wire, 0);
  let offset = signatures.size + 64 * signatures.value;
  const versioned = (wire[offset]! & 0x80) !== 0;
  if (versioned) offset += 1;
  const signers = wire[offset]!;
  const readonlySigners = wire[offset + 1]!;
  const readonlyUnsigned = wire[offset + 2]!;
  offset += 3;
  const keys = readCompactU16(wire, offset);
  offset += keys.size;
  const writable: Uint8Array[] = [];
  for (let i = 0; i < keys.value; i++) {
    const isWritable = i < signers ? i < signers - readonlySigners : i < keys.value - readonlyUnsigned;
    if (isWritable) writable.push(wire.subarray(offset + 32 * i, offset + 32 * (i + 1)));
  }
  return { versioned, writable };
}
