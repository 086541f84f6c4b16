import { createPublicKey, randomBytes, verify } from 'node:crypto';
import { decodeBase58 } from '@wos/shared';

/**
 * Serialized Solana transactions built byte by byte (the wire format web3.js 1.x
 * `VersionedTransaction.serialize()` produces), to hand to the Dev Wallet in the page.
 */
const SYSTEM_PROGRAM = new Uint8Array(32);

function shortVec(length: number): number[] {
  const bytes: number[] = [];
  let rest = length;
  for (;;) {
    const low = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) {
      bytes.push(low);
      return bytes;
    }
    bytes.push(low | 0x80);
  }
}

function addressBytes(address: string): Uint8Array {
  const bytes = decodeBase58(address);
  if (bytes?.length !== 32) throw new Error(`Not an address: ${address}`);
  return bytes;
}

/** A SOL transfer from `payer` (the only signer) to a random account. */
export function transferMessage(payer: string, version: 'legacy' | 0): Uint8Array {
  const transfer = new Uint8Array(12);
  new DataView(transfer.buffer).setUint32(0, 2, true); // SystemInstruction::Transfer
  new DataView(transfer.buffer).setBigUint64(4, 1_000n, true);
  const parts: number[] = [
    ...(version === 0 ? [0x80] : []),
    1, // required signatures
    0, // read-only signed
    1, // read-only unsigned (the system program)
    ...shortVec(3),
    ...addressBytes(payer),
    ...randomBytes(32),
    ...SYSTEM_PROGRAM,
    ...randomBytes(32), // recent blockhash
    ...shortVec(1),
    2, // program id index
    ...shortVec(2),
    0,
    1,
    ...shortVec(transfer.length),
    ...transfer,
    ...(version === 0 ? shortVec(0) : []), // no address table lookups
  ];
  return Uint8Array.from(parts);
}

/** Wire bytes: one empty signature slot, then the message. */
export function unsignedTransaction(message: Uint8Array): Uint8Array {
  return Uint8Array.from([...shortVec(1), ...new Uint8Array(64), ...message]);
}

const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export function verifyEd25519(address: string, message: Uint8Array, signature: Uint8Array): boolean {
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, addressBytes(address)]),
    format: 'der',
    type: 'spki',
  });
  return verify(null, message, key, signature);
}
