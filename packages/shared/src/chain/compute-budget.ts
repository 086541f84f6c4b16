import { decodeBase58 } from '../base58.ts';

/**
 * Solana's compute budget as a transaction carries it (the ComputeBudget
 * program's SetComputeUnitLimit and SetComputeUnitPrice instructions), and
 * the fee it costs. The server writes these instructions into every player
 * and payout transaction; the page reads them back from the transaction it is
 * about to hand to the wallet, so the fee it shows is the one signed.
 */
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
/** Instruction tags of the ComputeBudget program. */
export const SET_COMPUTE_UNIT_LIMIT = 2;
export const SET_COMPUTE_UNIT_PRICE = 3;
/** What the runtime charges a signature, and allots an instruction with no limit set. */
export const LAMPORTS_PER_SIGNATURE = 5_000n;
export const DEFAULT_UNITS_PER_INSTRUCTION = 200_000;
export const MAX_COMPUTE_UNITS = 1_400_000;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

export interface ComputeBudget {
  /** Compute units the transaction may use. */
  unitLimit: number;
  /** Micro-lamports paid per compute unit (the priority). */
  microLamportsPerUnit: bigint;
}

/** The priority fee of a budget: limit × price, rounded up to a lamport as the runtime does. */
export function priorityFeeLamports(budget: ComputeBudget): bigint {
  const micro = BigInt(budget.unitLimit) * budget.microLamportsPerUnit;
  return (micro + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
}

/** SetComputeUnitLimit's data: the tag, then the units as u32 little-endian. */
export function unitLimitData(units: number): Uint8Array {
  const data = new Uint8Array(5);
  data[0] = SET_COMPUTE_UNIT_LIMIT;
  new DataView(data.buffer).setUint32(1, units, true);
  return data;
}

/** SetComputeUnitPrice's data: the tag, then micro-lamports per unit as u64 little-endian. */
export function unitPriceData(microLamports: bigint): Uint8Array {
  const data = new Uint8Array(9);
  data[0] = SET_COMPUTE_UNIT_PRICE;
  new DataView(data.buffer).setBigUint64(1, microLamports, true);
  return data;
}

export interface TransactionFees extends ComputeBudget {
  /** 5,000 lamports per signature the message requires. */
  baseFeeLamports: bigint;
  priorityFeeLamports: bigint;
}

const COMPUTE_BUDGET_BYTES = decodeBase58(COMPUTE_BUDGET_PROGRAM);

/** Reads a compact-u16 at `offset`; returns [value, next offset]. */
function compactU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0;
  for (let shift = 0, at = offset; shift < 21; shift += 7, at += 1) {
    const byte = bytes[at];
    if (byte === undefined) throw new Error('transaction ends inside a length');
    value |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return [value, at + 1];
  }
  throw new Error('transaction length too long');
}

function sameKey(bytes: Uint8Array, at: number, key: Uint8Array): boolean {
  for (let i = 0; i < 32; i += 1) if (bytes[at + i] !== key[i]) return false;
  return true;
}

/**
 * The fees of a wire transaction (legacy or version 0), from its bytes: the
 * base fee of its signatures and the priority fee of its compute budget.
 * Throws on bytes that are not a transaction.
 */
export function transactionFees(wire: Uint8Array): TransactionFees {
  const [signatureCount, afterSignatures] = compactU16(wire, 0);
  let at = afterSignatures + signatureCount * 64;
  const first = wire[at];
  if (first === undefined) throw new Error('transaction has no message');
  if (first & 0x80) at += 1; // version prefix
  const required = wire[at];
  if (required === undefined) throw new Error('transaction has no header');
  at += 3;
  const [keyCount, afterKeyCount] = compactU16(wire, at);
  const keysAt = afterKeyCount;
  at = keysAt + keyCount * 32 + 32; // keys, then the blockhash
  const [instructionCount, afterInstructionCount] = compactU16(wire, at);
  at = afterInstructionCount;
  let unitLimit: number | undefined;
  let microLamportsPerUnit = 0n;
  let others = 0;
  for (let i = 0; i < instructionCount; i += 1) {
    const program = wire[at];
    if (program === undefined || program >= keyCount) throw new Error('instruction names no account');
    const [accounts, afterAccounts] = compactU16(wire, at + 1);
    const [dataLength, dataAt] = compactU16(wire, afterAccounts + accounts);
    if (dataAt + dataLength > wire.length) throw new Error('instruction data past the end');
    const data = new DataView(wire.buffer, wire.byteOffset + dataAt, dataLength);
    if (COMPUTE_BUDGET_BYTES && sameKey(wire, keysAt + program * 32, COMPUTE_BUDGET_BYTES)) {
      const tag = dataLength > 0 ? data.getUint8(0) : -1;
      if (tag === SET_COMPUTE_UNIT_LIMIT && dataLength >= 5) unitLimit = data.getUint32(1, true);
      if (tag === SET_COMPUTE_UNIT_PRICE && dataLength >= 9)
        microLamportsPerUnit = data.getBigUint64(1, true);
    } else {
      others += 1;
    }
    at = dataAt + dataLength;
  }
  const budget = {
    unitLimit: unitLimit ?? Math.min(MAX_COMPUTE_UNITS, others * DEFAULT_UNITS_PER_INSTRUCTION),
    microLamportsPerUnit,
  };
  return {
    ...budget,
    baseFeeLamports: BigInt(required) * LAMPORTS_PER_SIGNATURE,
    priorityFeeLamports: priorityFeeLamports(budget),
  };
}
