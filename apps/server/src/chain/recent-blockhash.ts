import type { BlockhashLifetime } from './port.ts';

/**
 * One blockhash for every transaction the process builds for a few seconds,
 * rather than a request per payment: a blockhash lives about 150 slots
 * (~60 s), so one fetched at most `maxAgeMs` ago still leaves the player most
 * of that life to sign. Fetched on demand, so an idle process asks nothing.
 */
export class RecentBlockhash {
  private cached: { value: Promise<BlockhashLifetime>; fetchedAt: number } | undefined;

  constructor(
    private readonly fetch: () => Promise<BlockhashLifetime>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(): Promise<BlockhashLifetime> {
    const now = this.now();
    if (this.cached && now - this.cached.fetchedAt < this.maxAgeMs) return this.cached.value;
    const entry = { value: this.fetch(), fetchedAt: now };
    this.cached = entry;
    entry.value.catch(() => {
      if (this.cached === entry) this.cached = undefined;
    });
    return entry.value;
  }

  /** The node no longer knows the kept blockhash (or a test moved its slots): the next caller fetches. */
  forget(): void {
    this.cached = undefined;
  }
}
