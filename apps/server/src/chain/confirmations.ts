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
 * Every confirmation the process waits for, asked in one status request per
 * tick (`readStates` batches up to its own limit), rather than one poll loop
 * per send: fifty players paying at once cost one request a tick, not fifty.
 * A send is asked about at the next request at once, so a transaction
 * already landed (the local node answers a send once it landed) costs one.
 */
export class Confirmations {
  private readonly waiters = new Set<Waiter>();
  private ticking = false;

  constructor(
    private readonly readStates: (signatures: readonly Signature[]) => Promise<SignatureState[]>,
    private readonly intervalMs: number,
  ) {}

  /** Resolves with the signature's state once known, or 'unknown' after timeoutMs; rejects when the node fails. */
  wait(signature: Signature, timeoutMs: number): Promise<SignatureState> {
    return new Promise((resolve, reject) => {
      this.waiters.add({ signature, deadline: Date.now() + timeoutMs, resolve, reject, asked: false });
      if (!this.ticking) {
        this.ticking = true;
        queueMicrotask(() => void this.tick());
      }
    });
  }

  private async tick(): Promise<void> {
    const batch = [...this.waiters];
    for (const waiter of batch) waiter.asked = true;
    try {
      const states = await this.readStates(batch.map((waiter) => waiter.signature));
      const now = Date.now();
      batch.forEach((waiter, i) => {
        const state = states[i] ?? 'unknown';
        if (state !== 'unknown' || now >= waiter.deadline) this.settle(waiter, state);
      });
    } catch (error) {
      for (const waiter of batch) {
        this.waiters.delete(waiter);
        waiter.reject(error);
      }
    }
    if (this.waiters.size === 0) {
      this.ticking = false;
      return;
    }
    const fresh = [...this.waiters].some((waiter) => !waiter.asked);
    setTimeout(() => void this.tick(), fresh ? 0 : this.intervalMs).unref();
  }

  private settle(waiter: Waiter, state: SignatureState): void {
    this.waiters.delete(waiter);
    waiter.resolve(state);
  }
}
