import { address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { addressToBytes } from './base58.ts';
import { MEMO_PROGRAM } from './programs.ts';

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
  /**
   * False when every instruction is one that can neither create a token
   * account nor change a token account's owner (compute budget, memo, or an
   * SPL Token transfer, mint, burn or approval): executing it leaves the token
   * accounts by owner as they were.
   */
  mayChangeTokenOwners: boolean;
}

const COMPUTE_BUDGET_PROGRAM = addressToBytes(address('ComputeBudget111111111111111111111111111111'));
const TOKEN_PROGRAM = addressToBytes(TOKEN_PROGRAM_ADDRESS);
/** A memo writes a log line, nothing else (a payout carries one). */
const MEMO_PROGRAM_BYTES = addressToBytes(MEMO_PROGRAM);
/**
 * SPL Token instructions that keep every account's owner field and create
 * nothing: Transfer 3, Approve 4, Revoke 5, MintTo 7, Burn 8,
 * TransferChecked 12, ApproveChecked 13, MintToChecked 14, BurnChecked 15.
 * (InitializeAccount* and SetAuthority, which do change owners, are not here.)
 */
const OWNER_KEEPING_TOKEN_INSTRUCTIONS = new Set([3, 4, 5, 7, 8, 12, 13, 14, 15]);

function keyIs(wire: Uint8Array, offset: number, key: Uint8Array): boolean {
  for (let i = 0; i < 32; i++) if (wire[offset + i] !== key[i]) return false;
  return true;
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
  return { versioned, writable, mayChangeTokenOwners: mayChangeTokenOwners(wire, offset, keys.value) };
}

/** Reads the instructions after the account keys (at `keysOffset`) and the recent blockhash. */
function mayChangeTokenOwners(wire: Uint8Array, keysOffset: number, keyCount: number): boolean {
  let offset = keysOffset + 32 * keyCount + 32;
  const instructions = readCompactU16(wire, offset);
  offset += instructions.size;
  for (let n = 0; n < instructions.value; n++) {
    const programIndex = wire[offset]!;
    offset += 1;
    const accountCount = readCompactU16(wire, offset);
    offset += accountCount.size + accountCount.value;
    const dataLength = readCompactU16(wire, offset);
    offset += dataLength.size;
    const programOffset = keysOffset + 32 * programIndex;
    if (programIndex >= keyCount) return true;
    const keeps =
      keyIs(wire, programOffset, COMPUTE_BUDGET_PROGRAM) ||
      keyIs(wire, programOffset, MEMO_PROGRAM_BYTES) ||
      (keyIs(wire, programOffset, TOKEN_PROGRAM) &&
        dataLength.value > 0 &&
        OWNER_KEEPING_TOKEN_INSTRUCTIONS.has(wire[offset]!));
    if (!keeps) return true;
    offset += dataLength.value;
  }
  return false;
}
