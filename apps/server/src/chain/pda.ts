import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { Address } from '@solana/kit';
import { addressFromBytes, addressToBytes } from '@wos/svm';

const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress');

/** Solana's check: a program address must not be a point of the ed25519 curve. */
function isOnCurve(bytes: Uint8Array): boolean {
  try {
    // ZIP-215 decoding accepts every encoding curve25519-dalek's decompress accepts.
    ed25519.Point.fromBytes(bytes, true);
    return true;
  } catch {
    return false;
  }
}

/**
 * findProgramDerivedAddress, synchronously: the same bytes (sha256 of the seeds, the bump,
 * the program and the marker; first bump from 255 down whose hash is off the curve), without
 * an async WebCrypto digest and a BigInt curve check per bump, which made each derivation
 * cost about a millisecond of CPU. Checked against @solana/kit in pda.test.ts.
 */
export function findProgramAddressSync(seeds: readonly Uint8Array[], program: Address): [Address, number] {
  const programBytes = addressToBytes(program);
  for (let bump = 255; bump >= 0; bump -= 1) {
    const hash = sha256.create();
    for (const seed of seeds) hash.update(seed);
    hash.update(Uint8Array.of(bump)).update(programBytes).update(PDA_MARKER);
    const candidate = hash.digest();
    if (!isOnCurve(candidate)) return [addressFromBytes(candidate), bump];
  }
  throw new Error('no viable bump seed for a program address');
}
