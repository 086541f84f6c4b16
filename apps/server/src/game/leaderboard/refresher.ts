/** How many recent rebuilds decide whether rebuilding is cheap. */
const RECENT_REBUILDS = 3;

/**
 * Keeps a derived table fresh. A read after a write made in this process
 * waits for a rebuild that started after the write, while rebuilding is cheap:
 * the table is small (the last rebuild's size under `waitBelowSize`, whatever
 * the machine's load), or the fastest of the last few rebuilds took under
 * `waitBelowMs` (one slowed by a busy machine or a cold start does not decide
 * it). Past that, and whenever the data is merely older than `maxAgeMs`,
 * readers are served what is there and one rebuild runs in the background,
 * started at most every few rebuild-durations, so a costly rebuild is neither
 * waited for by readers nor run back to back.
 */
export class BackgroundRefresher {
  private generation = 0;
  private builtGeneration = -1;
  private builtAt = Number.NEGATIVE_INFINITY;
  private lastDurationMs = 0;
  private readonly recentDurationsMs: number[] = [];
  private lastSize = Number.POSITIVE_INFINITY;
  private running: Promise<void> | undefined;

  constructor(
    /** Answers the size of what it built, when it built it (undefined: unknown, or built elsewhere). */
    private readonly rebuild: () => Promise<number | undefined>,
    private readonly options: {
      maxAgeMs: number;
      waitBelowMs: number;
      waitBelowSize?: number;
      onError: (error: unknown) => void;
      now?: () => number;
    },
  ) {}

  private now(): number {
    return (this.options.now ?? (() => performance.now()))();
  }

  /** Something the derived table is built from changed in this process. */
  markChanged(): void {
    this.generation += 1;
  }

  /** Resolves when the table may be read. */
  async ready(): Promise<void> {
    const wanted = this.generation;
    const never = this.builtGeneration < 0;
    const changed = this.builtGeneration < wanted;
    if (never || (changed && this.cheap())) {
      while (this.builtGeneration < wanted) await this.run();
      return;
    }
    const age = this.now() - this.builtAt;
    const spacing = Math.max(this.options.maxAgeMs, 5 * this.lastDurationMs);
    if ((changed && age > 5 * this.lastDurationMs) || age > spacing) {
      this.run().catch(this.options.onError);
    }
  }

  private cheap(): boolean {
    return (
      this.lastSize < (this.options.waitBelowSize ?? 0) ||
      Math.min(...this.recentDurationsMs) < this.options.waitBelowMs
    );
  }

  private run(): Promise<void> {
    this.running ??= (async () => {
      const generation = this.generation;
      const start = this.now();
      try {
        const size = await this.rebuild();
        if (size !== undefined) this.lastSize = size;
        this.builtGeneration = Math.max(this.builtGeneration, generation);
        this.builtAt = this.now();
        this.lastDurationMs = this.builtAt - start;
        this.recentDurationsMs.push(this.lastDurationMs);
        if (this.recentDurationsMs.length > RECENT_REBUILDS) this.recentDurationsMs.shift();
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }
}
