/**
 * Solana's compact-u16 ("shortvec"): the lengths in a transaction's wire
 * format, seven bits a byte, low bits first. Shared by the two byte-level
 * compilers (compile.ts, payments/payouts/transfer-message.ts).
 */

/** Bytes `value` takes. */
export function compactU16Length(value: number): number {
  return value < 0x80 ? 1 : value < 0x4000 ? 2 : 3;
}

/** Appends `value` to `out`. */
export function writeCompactU16(out: number[], value: number): void {
  let rest = value;
  for (;;) {
    const byte = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) {
      out.push(byte);
      return;
    }
    out.push(byte | 0x80);
  }
}
