import type { Signature } from '@solana/kit';
import { base58Decode } from './base58.ts';

const SIGNATURE_BYTES = 64;
const RECORD_BYTES = SIGNATURE_BYTES + 1;

export type ExecutionOutcome = 'confirmed' | 'failed';

/**
 * Every transaction the embedded chain ever executed, and whether it
 * succeeded. LiteSVM's own history keeps only the newest few hundred; the
 * game asks about any payment it ever made (reconciliation, audits), and a
 * re-sent old transaction must be refused as already processed.
 */
export class SignatureRegistry {
  private readonly outcomes = new Map<string, ExecutionOutcome>();

  get size(): number {
    return this.outcomes.size;
  }

  record(signature: Uint8Array, outcome: ExecutionOutcome): void {
    this.outcomes.set(key(signature), outcome);
  }

  outcomeOf(signature: Signature): ExecutionOutcome | undefined {
    const bytes = base58Decode(signature);
    return bytes.length === SIGNATURE_BYTES ? this.outcomes.get(key(bytes)) : undefined;
  }

  has(signature: Uint8Array): boolean {
    return this.outcomes.has(key(signature));
  }

  toBytes(): Buffer {
    const buffer = Buffer.alloc(this.outcomes.size * RECORD_BYTES);
    let offset = 0;
    for (const [signature, outcome] of this.outcomes) {
      buffer.write(signature, offset, 'base64');
      buffer.writeUInt8(outcome === 'confirmed' ? 1 : 0, offset + SIGNATURE_BYTES);
      offset += RECORD_BYTES;
    }
    return buffer;
  }

  static fromBytes(bytes: Buffer): SignatureRegistry {
    const registry = new SignatureRegistry();
    for (let offset = 0; offset + RECORD_BYTES <= bytes.length; offset += RECORD_BYTES) {
      registry.outcomes.set(
        bytes.toString('base64', offset, offset + SIGNATURE_BYTES),
        bytes.readUInt8(offset + SIGNATURE_BYTES) === 1 ? 'confirmed' : 'failed',
      );
    }
    return registry;
  }
}

function key(signature: Uint8Array | Buffer): string {
  return Buffer.from(signature.buffer, signature.byteOffset, SIGNATURE_BYTES).toString('base64');
}

/** The first (fee payer's) signature of a wire transaction: its id on chain. */
export function firstSignature(wire: Uint8Array): Uint8Array {
  // A compact-u16 count precedes the signatures; one byte while there are fewer than 128.
  return wire.subarray(1, 1 + SIGNATURE_BYTES);
}
