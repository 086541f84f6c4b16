import type { Signature } from '@solana/kit';
import type { SignatureState } from './port.ts';

interface Waiter {
  signature: Signature;
  deadline: number;
  resolve: (state: SignatureState) => void;
  reject: (error: unknown) => void;
  /** Asked about at least once: a new send is asked about at the next request, not a tick later. */
  asked: boolean;
}

/**
 * What a wait does when the node fails to answer a tick's request: `reject`
 * (a player's request answers 503 at once, its payment reconciled later) or
 * `ask-again` (a payout batch keeps asking until its deadline, then 'unknown':
 * the reconciler decides by signature).
 */
export type NodeFailure = 'reject' | 'ask-again';

/**
 * Every confirmation the process waits for, asked in one status request per
 * tick (`readStates` batches up to its own limit), rather than one poll loop
 * per send: fifty players paying at once, or a weekly batch of thousands of
 * payouts, cost one request a tick. A send is asked about at the next request
 * at once, so a transaction already landed (the local node answers a send
 * once it landed; the embedded chain knows it already) costs one.
 */
export class Confirmations {
  private readonly waiters = new Set<Waiter>();
  private ticking = false;

  constructor(
    private readonly readStates: (signatures: readonly Signature[]) => Promise<SignatureState[]>,
    private readonly intervalMs: number,
    private readonly onNodeFailure: NodeFailure = 'reject',
  ) {}

  /** Resolves with the signature's state once known, or 'unknown' after timeoutMs. */
  wait(signature: Signature, timeoutMs: number): Promise<SignatureState> {
    return new Promise((resolve, reject) => {
      this.waiters.add({ signature, deadline: Date.now() + timeoutMs, resolve, reject, asked: false });
      if (!this.ticking) {
        this.ticking = true;
        queueMicrotask(() => void this.tick());
      }
    });
  }

  /** The states of these signatures, each once known or timed out. */
  async states(signatures: readonly Signature[], timeoutMs: number): Promise<Map<Signature, SignatureState>> {
    const states = await Promise.all(signatures.map((signature) => this.wait(signature, timeoutMs)));
    return new Map(signatures.map((signature, i) => [signature, states[i] ?? 'unknown']));
  }

  private async tick(): Promise<void> {
    const batch = [...this.waiters];
    for (const waiter of batch) waiter.asked = true;
    // A signature several callers wait for is asked about once.
    const signatures = [...new Set(batch.map((waiter) => waiter.signature))];
    try {
      const answers = await this.readStates(signatures);
      const stateOf = new Map(signatures.map((signature, i) => [signature, answers[i] ?? 'unknown']));
      this.settleKnown(batch, (waiter) => stateOf.get(waiter.signature) ?? 'unknown');
    } catch (error) {
      if (this.onNodeFailure === 'reject') {
        for (const waiter of batch) {
          this.waiters.delete(waiter);
          waiter.reject(error);
        }
      } else {
        this.settleKnown(batch, () => 'unknown');
      }
    }
    if (this.waiters.size === 0) {
      this.ticking = false;
      return;
    }
    const fresh = [...this.waiters].some((waiter) => !waiter.asked);
    setTimeout(() => void this.tick(), fresh ? 0 : this.intervalMs).unref();
  }

  /** Resolves the waiters whose state is known, and those past their deadline as 'unknown'. */
  private settleKnown(batch: readonly Waiter[], stateOf: (waiter: Waiter) => SignatureState): void {
    const now = Date.now();
    for (const waiter of batch) {
      const state = stateOf(waiter);
      if (state !== 'unknown' || now >= waiter.deadline) {
        this.waiters.delete(waiter);
        waiter.resolve(state);
      }
    }
  }
}
