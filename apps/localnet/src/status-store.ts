import path from 'node:path';
import { getBase58Decoder } from '@solana/kit';
import { AppendLog } from '@wos/svm';
import type { TransactionErrorJson } from './tx-error.ts';

const SIGNATURE_BYTES = 64;

/** Where and how a transaction landed: what getSignatureStatuses reports. */
export interface LandedStatus {
  slot: bigint;
  err: TransactionErrorJson | null;
}

/**
 * The slot and error of every transaction the node executed, kept on disk
 * beside the chain's journal (which knows only success or failure) so that
 * statuses read the same after a restart.
 */
export class StatusStore {
  private readonly statuses = new Map<string, LandedStatus>();
  private readonly log: AppendLog;

  /** `wasExecuted` filters out a record whose transaction the chain's journal lost (power loss between the two syncs). */
  constructor(dataDir: string, wasExecuted: (signature: Uint8Array) => boolean) {
    const base58 = getBase58Decoder();
    this.log = AppendLog.open(path.join(dataDir, 'statuses.log'), (payload) => {
      const signature = payload.subarray(0, SIGNATURE_BYTES);
      if (!wasExecuted(signature)) return;
      const slot = payload.readBigUInt64LE(SIGNATURE_BYTES);
      const errText = payload.toString('utf8', SIGNATURE_BYTES + 8);
      this.statuses.set(base58.decode(signature), {
        slot,
        err: errText === '' ? null : (JSON.parse(errText) as TransactionErrorJson),
      });
    });
  }

  get size(): number {
    return this.statuses.size;
  }

  get(signature: string): LandedStatus | undefined {
    return this.statuses.get(signature);
  }

  /** Writes the record now (a kill -9 keeps it); the promise resolves once it is on disk. */
  write(signature: Uint8Array, status: LandedStatus): Promise<void> {
    const slot = Buffer.alloc(8);
    slot.writeBigUInt64LE(status.slot);
    const err = Buffer.from(status.err === null ? '' : JSON.stringify(status.err), 'utf8');
    return this.log.append(Buffer.concat([signature.subarray(0, SIGNATURE_BYTES), slot, err]));
  }

  /** Makes a durable status visible to readers. */
  publish(signature: string, status: LandedStatus): void {
    this.statuses.set(signature, status);
  }

  close(): void {
    this.log.close();
  }
}
