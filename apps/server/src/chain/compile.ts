import { AccountRole, type Address, type Instruction } from '@solana/kit';
import { addressBytes } from './address-bytes.ts';
import { writeCompactU16 } from './compact-u16.ts';
import type { BlockhashLifetime } from './port.ts';

/** A transaction the server built for a player to sign (phase one of two). */
export interface PreparedTransaction {
  /** Exactly the bytes the player must sign; stored with the intent. */
  messageBytes: Uint8Array;
  /** Unsigned wire transaction, base64, as handed to the wallet. */
  base64: string;
  lastValidBlockHeight: bigint;
}

const SIGNER = 2;
const WRITABLE = 1;
const SIGNATURE_BYTES = 64;
/** The order @solana/kit gives accounts of the same kind (getAddressComparator). */
const byAddress = new Intl.Collator('en', {
  caseFirst: 'lower',
  ignorePunctuation: false,
  localeMatcher: 'best fit',
  numeric: false,
  sensitivity: 'variant',
  usage: 'sort',
}).compare;

/**
 * Compiles a version 0 message (no lookup tables) with `feePayer` paying:
 * byte for byte what @solana/kit's compileTransaction makes (compile.test.ts
 * holds it to that), without building codecs per call or parsing base58 for
 * addresses it has seen (addressBytes). Returns the message and the unsigned
 * wire transaction.
 */
export function prepareForPlayer(
  feePayer: Address,
  instructions: readonly Instruction[],
  lifetime: BlockhashLifetime,
): PreparedTransaction {
  const roles = new Map<string, number>([[feePayer, AccountRole.WRITABLE_SIGNER]]);
  const programs = new Set<string>();
  for (const instruction of instructions) {
    const program = instruction.programAddress;
    programs.add(program);
    const known = roles.get(program);
    if (known !== undefined && known & WRITABLE)
      throw new Error(`invoked program ${program} must not be writable`);
    if (known === undefined) roles.set(program, AccountRole.READONLY);
    for (const account of instruction.accounts ?? []) {
      if (account.address === feePayer) continue;
      if (programs.has(account.address) && account.role & WRITABLE) {
        throw new Error(`invoked program ${account.address} must not be writable`);
      }
      roles.set(account.address, (roles.get(account.address) ?? 0) | account.role);
    }
  }
  const others = [...roles.keys()].filter((address) => address !== feePayer);
  others.sort((left, right) => {
    const a = roles.get(left) ?? 0;
    const b = roles.get(right) ?? 0;
    if ((a & SIGNER) !== (b & SIGNER)) return a & SIGNER ? -1 : 1;
    if ((a & WRITABLE) !== (b & WRITABLE)) return a & WRITABLE ? -1 : 1;
    return byAddress(left, right);
  });
  const ordered = [feePayer as string, ...others];
  let signers = 0;
  let readonlySigners = 0;
  let readonlyOthers = 0;
  const indexOf = new Map<string, number>();
  ordered.forEach((address, index) => {
    indexOf.set(address, index);
    const role = roles.get(address) ?? 0;
    if (role & SIGNER) {
      signers += 1;
      if (!(role & WRITABLE)) readonlySigners += 1;
    } else if (!(role & WRITABLE)) {
      readonlyOthers += 1;
    }
  });

  const head: number[] = [0x80, signers, readonlySigners, readonlyOthers];
  writeCompactU16(head, ordered.length);
  const parts: Uint8Array[] = [Uint8Array.from(head)];
  for (const address of ordered) parts.push(addressBytes(address));
  parts.push(addressBytes(lifetime.blockhash));
  const body: number[] = [];
  writeCompactU16(body, instructions.length);
  parts.push(Uint8Array.from(body));
  for (const instruction of instructions) {
    const accounts = instruction.accounts ?? [];
    const data = instruction.data ?? new Uint8Array(0);
    const meta: number[] = [indexOf.get(instruction.programAddress) ?? 0];
    writeCompactU16(meta, accounts.length);
    for (const account of accounts) meta.push(indexOf.get(account.address) ?? 0);
    writeCompactU16(meta, data.length);
    parts.push(Uint8Array.from(meta), data as Uint8Array);
  }
  // No address lookup tables.
  parts.push(Uint8Array.of(0));
  const messageBytes = new Uint8Array(Buffer.concat(parts));

  const prefix: number[] = [];
  writeCompactU16(prefix, signers);
  const wire = Buffer.concat([
    Uint8Array.from(prefix),
    new Uint8Array(signers * SIGNATURE_BYTES),
    messageBytes,
  ]);
  return {
    messageBytes,
    base64: wire.toString('base64'),
    lastValidBlockHeight: lifetime.lastValidBlockHeight,
  };
}
