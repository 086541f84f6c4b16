import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Base64EncodedWireTransaction,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { buildServerSigned } from '@wos/svm';
import { type LaunchFile, PENDING_VAR } from './launch-file.ts';
import type { LaunchRpc } from './launch-rpc.ts';

const POLL_MS = 500;
/** A transaction still unseen is sent again this often until it lands or its blockhash expires. */
const RESEND_MS = 2_000;

export type PendingOutcome = 'none' | 'landed' | 'failed' | 'expired';

export interface Pending {
  wire: Base64EncodedWireTransaction;
  lastValidBlockHeight: bigint;
}

/**
 * Sends the launch's transactions so that a kill at any instant never lets a
 * second one land beside the first: each is written to the env file before
 * it is sent, and until its fate is known (landed, failed, or its blockhash
 * expired so it never can) no step builds another. A re-run settles it first
 * (`settlePending`), then each step reads the chain again.
 */
export class Sender {
  constructor(
    private readonly rpc: LaunchRpc,
    private readonly file: LaunchFile,
    private readonly payer: KeyPairSigner,
  ) {}

  /** Builds, records, sends and waits for one transaction the payer pays for; throws unless it landed. */
  async send(
    instructions: readonly Instruction[],
    signers: readonly KeyPairSigner[],
    what: string,
  ): Promise<void> {
    const pending = await this.record(instructions, signers);
    try {
      await this.rpc.send(pending.wire);
    } catch (error) {
      // Refused by preflight on its first sending: the node did not pass it on, so it never lands.
      if ((await this.rpc.landed(signatureOf(pending.wire))) === 'unknown') {
        await this.clear();
        throw new Error(`${what}: the node refused the transaction: ${messageOf(error)}`);
      }
    }
    const outcome = await this.waitFor(pending, true);
    if (outcome !== 'landed') throw new Error(`${what}: the transaction ${outcome}; run the launch again`);
  }

  /** Builds and signs the transaction and writes it to the env file, not yet sent (what a kill may leave). */
  async record(instructions: readonly Instruction[], signers: readonly KeyPairSigner[]): Promise<Pending> {
    const lifetime = await this.rpc.latestBlockhash();
    const transaction = await buildServerSigned(this.payer, signers, instructions, lifetime);
    const pending: Pending = {
      wire: getBase64EncodedWireTransaction(transaction),
      lastValidBlockHeight: lifetime.lastValidBlockHeight,
    };
    this.file.set(PENDING_VAR, `${pending.lastValidBlockHeight}:${pending.wire}`);
    await this.file.save();
    return pending;
  }

  /** The transaction a killed run left unsettled, if any: waited for until it lands, fails or expires. */
  async settlePending(): Promise<PendingOutcome> {
    const recorded = this.file.get(PENDING_VAR);
    if (!recorded) return 'none';
    const separator = recorded.indexOf(':');
    const pending: Pending = {
      lastValidBlockHeight: BigInt(recorded.slice(0, separator)),
      wire: recorded.slice(separator + 1) as Base64EncodedWireTransaction,
    };
    return this.waitFor(pending, false);
  }

  private async waitFor(pending: Pending, justSent: boolean): Promise<Exclude<PendingOutcome, 'none'>> {
    const signature = signatureOf(pending.wire);
    // A killed run may have recorded it and died before sending: send it again at once.
    let sentAt = justSent ? Date.now() : 0;
    for (;;) {
      const state = await this.rpc.landed(signature);
      if (state !== 'unknown') {
        await this.clear();
        return state === 'confirmed' ? 'landed' : 'failed';
      }
      if ((await this.rpc.blockHeight()) > pending.lastValidBlockHeight) {
        // Past its last valid block it can never land; it may have landed just before.
        const last = await this.rpc.landed(signature);
        await this.clear();
        return last === 'confirmed' ? 'landed' : last === 'failed' ? 'failed' : 'expired';
      }
      if (Date.now() - sentAt >= RESEND_MS) {
        sentAt = Date.now();
        // The same bytes: a resend is idempotent; "already processed" and the like are expected.
        await this.rpc.send(pending.wire).catch(() => undefined);
      }
      await sleep(POLL_MS);
    }
  }

  private async clear(): Promise<void> {
    this.file.delete(PENDING_VAR);
    await this.file.save();
  }
}

function signatureOf(wire: Base64EncodedWireTransaction) {
  return getSignatureFromTransaction(getTransactionDecoder().decode(getBase64Encoder().encode(wire)));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
