import type { Signature } from '@solana/kit';
import type { Chain, SignatureState } from '../../chain/port.ts';

interface Waiter {
  signature: Signature;
  deadline: number;
  resolve: (state: SignatureState) => void;
}

/**
 * The outcomes of sent transactions, for every send in flight in this
 * process at once: each tick asks the chain for every signature still
 * waiting in one `getSignatureStates` (RpcChain packs 256 a request), instead
 * of one poll per group. A signature is asked for at once in the tick after
 * it is added (the embedded chain knows it already), then every `pollMs`
 * until its state is known or its deadline passes ('unknown': the
 * reconciler decides by signature).
 */
export class StatusPoller {
  private readonly waiting = new Map<Signature, Waiter[]>();
  private timer: NodeJS.Timeout | undefined;
  private soon = false;
  private running = false;

  constructor(
    private readonly chain: Pick<Chain, 'getSignatureStates'>,
    private readonly pollMs: number,
    private readonly timeoutMs: number,
  ) {}

  /** The states of these signatures, once each is known or timed out. */
  async states(signatures: readonly Signature[]): Promise<Map<Signature, SignatureState>> {
    if (signatures.length === 0) return new Map();
    const deadline = Date.now() + this.timeoutMs;
    const answers = Promise.all(
      signatures.map(
        (signature) =>
          new Promise<SignatureState>((resolve) => {
            const list = this.waiting.get(signature) ?? [];
            list.push({ signature, deadline, resolve });
            this.waiting.set(signature, list);
          }),
      ),
    );
    this.schedule();
    const states = await answers;
    return new Map(signatures.map((signature, i) => [signature, states[i]!]));
  }

  /** Asks in the next tick (what was sent in this one is asked for together), or right after a running poll. */
  private schedule(): void {
    if (this.soon) return;
    if (this.running) {
      this.soon = true;
      return;
    }
    this.soon = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    setImmediate(() => void this.tick());
  }

  private async tick(): Promise<void> {
    this.soon = false;
    this.timer = undefined;
    if (this.waiting.size === 0) return;
    this.running = true;
    const signatures = [...this.waiting.keys()];
    let states: SignatureState[] | undefined;
    try {
      states = await this.chain.getSignatureStates(signatures);
    } catch {
      // The node did not answer this time: the next tick asks again (the deadline still holds).
    }
    const now = Date.now();
    signatures.forEach((signature, i) => {
      const state = states?.[i] ?? 'unknown';
      const list = this.waiting.get(signature) ?? [];
      const keep = list.filter((waiter) => {
        if (state !== 'unknown') waiter.resolve(state);
        else if (now >= waiter.deadline) waiter.resolve('unknown');
        else return true;
        return false;
      });
      if (keep.length > 0) this.waiting.set(signature, keep);
      else this.waiting.delete(signature);
    });
    this.running = false;
    if (this.waiting.size === 0) {
      this.soon = false;
      return;
    }
    if (this.soon) {
      // Signatures were added while this poll ran: they are asked for at once, with the rest.
      setImmediate(() => void this.tick());
    } else {
      this.timer = setTimeout(() => void this.tick(), this.pollMs);
    }
  }
}
