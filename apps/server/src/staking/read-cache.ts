/**
 * A value read at most once per `ttlMs` and shared by every reader meanwhile:
 * concurrent readers of an expired value wait on one computation (single
 * flight) instead of each running it. `invalidate()` drops the value when
 * this process writes what it was computed from; writes made by other
 * processes show within `ttlMs`.
 */
export class ReadCache<T> {
  private value: { data: T; expiresAt: number } | undefined;
  private flight: Promise<T> | undefined;
  /** Bumped by invalidate(): a computation started before it must not be kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly compute: () => Promise<T>,
    // Monotonic, unlike the game clock, which the dev tools move by days.
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(): Promise<T> {
    const value = this.value;
    if (value && value.expiresAt > this.now()) return Promise.resolve(value.data);
    this.flight ??= this.refresh();
    return this.flight;
  }

  invalidate(): void {
    this.generation += 1;
    this.value = undefined;
    this.flight = undefined;
  }

  private async refresh(): Promise<T> {
    const generation = this.generation;
    try {
      const data = await this.compute();
      if (generation === this.generation) this.value = { data, expiresAt: this.now() + this.ttlMs };
      return data;
    } finally {
      if (generation === this.generation) this.flight = undefined;
    }
  }
}
