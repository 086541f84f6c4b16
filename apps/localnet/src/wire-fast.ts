import type {
  Address,
  CompiledTransactionMessage,
  LegacyCompiledTransactionMessage,
  Transaction,
} from '@solana/kit';
import { addressFromBytes, base58Encode } from '@wos/svm';

const SIGNATURE_BYTES = 64;

type Message = CompiledTransactionMessage & { lifetimeToken?: string };
type Instruction = LegacyCompiledTransactionMessage['instructions'][number];
interface Lookup {
  lookupTableAddress: Address;
  writableIndexes: number[];
  readonlyIndexes: number[];
}

class Reader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  u8(): number {
    const value = this.bytes[this.offset];
    if (value === undefined) throw new Error('unexpected end of transaction bytes');
    this.offset += 1;
    return value;
  }

  compactU16(): number {
    let value = 0;
    for (let size = 0; size < 3; size++) {
      const byte = this.u8();
      value |= (byte & 0x7f) << (7 * size);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('compact-u16 longer than 3 bytes');
  }

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new Error('unexpected end of transaction bytes');
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  indexes(): number[] {
    const count = this.compactU16();
    return [...this.take(count)];
  }
}

/**
 * A signatures-first (legacy or v0) wire transaction decoded as kit's
 * decoders decode it — the same objects — with base58 done on byte arrays
 * instead of through a BigInt per address; undefined for any other layout,
 * which kit's decoders then read. wire-fast.test.ts compares the two.
 */
export function decodeSignaturesFirst(
  bytes: Uint8Array,
): { transaction: Transaction; message: Message } | undefined {
  const first = bytes[0];
  if (first === undefined || (first & 0x80) !== 0) return undefined;
  const reader = new Reader(bytes);
  const signatureCount = reader.compactU16();
  const signatures = Array.from({ length: signatureCount }, () => reader.take(SIGNATURE_BYTES));
  const messageBytes = bytes.subarray(reader.offset);
  const versionByte = messageBytes[0];
  if (versionByte === undefined) throw new Error('unexpected end of transaction bytes');
  const versioned = (versionByte & 0x80) !== 0;
  if (versioned && (versionByte & 0x7f) !== 0) return undefined;
  if (versioned) reader.u8();
  const header = {
    numSignerAccounts: reader.u8(),
    numReadonlySignerAccounts: reader.u8(),
    numReadonlyNonSignerAccounts: reader.u8(),
  };
  const accountCount = reader.compactU16();
  const staticAccounts = Array.from({ length: accountCount }, () => addressFromBytes(reader.take(32)));
  const lifetimeToken = base58Encode(reader.take(32));
  const instructionCount = reader.compactU16();
  const instructions: Instruction[] = [];
  for (let i = 0; i < instructionCount; i++) {
    const programAddressIndex = reader.u8();
    const accountIndices = reader.indexes();
    const data = reader.take(reader.compactU16());
    instructions.push({
      programAddressIndex,
      ...(accountIndices.length ? { accountIndices } : null),
      ...(data.byteLength ? { data } : null),
    });
  }
  let message: Message;
  if (versioned) {
    const lookups: Lookup[] = [];
    const lookupCount = reader.compactU16();
    for (let i = 0; i < lookupCount; i++) {
      lookups.push({
        lookupTableAddress: addressFromBytes(reader.take(32)),
        writableIndexes: reader.indexes(),
        readonlyIndexes: reader.indexes(),
      });
    }
    message = {
      header,
      staticAccounts,
      lifetimeToken,
      instructions,
      ...(lookups.length ? { addressTableLookups: lookups } : null),
      version: 0,
    } as Message;
  } else {
    message = { header, staticAccounts, lifetimeToken, instructions, version: 'legacy' } as Message;
  }
  if (reader.offset !== bytes.length) throw new Error('trailing bytes after the transaction message');
  const signers = staticAccounts.slice(0, header.numSignerAccounts);
  if (signers.length !== signatures.length) {
    throw new Error(`${signers.length} signers for ${signatures.length} signatures`);
  }
  const signatureMap: Record<string, Uint8Array | null> = {};
  signers.forEach((signer, i) => {
    const signature = signatures[i]!;
    signatureMap[signer] = signature.every((byte) => byte === 0) ? null : signature;
  });
  const transaction = { messageBytes, signatures: Object.freeze(signatureMap) } as unknown as Transaction;
  return { transaction, message };
}
