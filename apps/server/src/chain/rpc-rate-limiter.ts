import { rateLimited } from './rpc-errors.ts';

/** A provider's limit is per second: a request counts against it for this long. */
const WINDOW_MS = 1_000;
/** The pause after a 429 without Retry-After, doubled for each round of 429s in a row. */
const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 5_000;

export interface RpcRateLimit {
  /** Requests a second the node allows; 0: no limit of our own (a 429 still pauses the client). */
  maxRps: number;
  /** Requests that may go back to back (the bucket's size); default: maxRps. */
  burst?: number;
}

/** A request's turn: it may be sent now; tell the limiter how it went. */
export interface Turn {
  /** The node answered (not 429): the backoff starts over. */
  answered(): void;
  /** The node answered 429: everyone waits `retryAfterMs`, or a backoff that grows with each round of 429s. */
  throttled(retryAfterMs: number | undefined): void;
  /** Once the answer (or failure) came back: the request's place in the window starts to expire. */
  release(): void;
}

interface Waiter {
  deadline: number;
  signal: AbortSignal | undefined;
  grant: (turn: Turn) => void;
  refuse: (error: unknown) => void;
  onAbort?: () => void;
}

/**
 * Paces one client's requests to a node: a token bucket (`burst` tokens,
 * refilled at `maxRps` a second) and never more than `maxRps` requests in any
 * second, where a request counts from when it is sent until a second after
 * its answer, so delay on the way never lets the node see more. Requests wait
 * in order; a 429 pauses them all (Retry-After, else backoff). A request is
 * refused at once, before anything is sent, when its turn would come after
 * its deadline.
 */
export class RpcRateLimiter {
  /** Tokens a millisecond; 0 when there is no limit of our own. */
  private readonly rate: number;
  private readonly burst: number;
  private tokens: number;
  private tokensAt: number;
  private inFlight = 0;
  /** When answered requests leave the window, ascending. */
  private readonly leaving: number[] = [];
  private pausedUntil = 0;
  /** When the last pause began: a 429 to a request sent before it belongs to the same round. */
  private pauseStartedAt = Number.NEGATIVE_INFINITY;
  private throttledInARow = 0;
  private readonly queue: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    limit: RpcRateLimit,
    /** Epoch ms, finer than Date.now(): a place in the window must stay taken a full second. */
    private readonly now: () => number = () => performance.timeOrigin + performance.now(),
  ) {
    this.rate = limit.maxRps / 1000;
    this.burst = Math.max(1, limit.burst ?? limit.maxRps);
    this.tokens = this.burst;
    this.tokensAt = now();
  }

  private get limited(): boolean {
    return this.rate > 0;
  }

  /** The requests a second this limiter keeps to (Infinity: none). */
  private get slots(): number {
    return this.limited ? Math.round(this.rate * 1000) : Number.POSITIVE_INFINITY;
  }

  /**
   * Resolves when the request may be sent, with its `Turn` (to report its
   * answer and release its place). Rejects with CHAIN__UNAVAILABLE (busy) when its turn would
   * come after `deadline`, or with the signal's reason when it aborts first.
   * A `retry` (after a 429) goes first: it already waited its turn.
   */
  acquire(deadline: number, options: { signal?: AbortSignal; retry?: boolean } = {}): Promise<Turn> {
    const { signal, retry = false } = options;
    return new Promise<Turn>((grant, refuse) => {
      if (signal?.aborted) {
        refuse(signal.reason);
        return;
      }
      const waiter: Waiter = { deadline, signal, grant, refuse };
      if (signal) {
        waiter.onAbort = () =>
          // Aborted at its deadline while still waiting: nothing was sent, it was the limit.
          this.drop(waiter, isTimeout(signal.reason) ? this.refusal() : signal.reason);
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      if (retry) this.queue.unshift(waiter);
      else this.queue.push(waiter);
      this.refuseLate();
      this.pump();
    });
  }

  private throttled(sentAt: number, retryAfterMs: number | undefined): void {
    const now = this.now();
    // Requests sent together meet the same limit: only the first 429 of a round grows the backoff.
    const newRound = sentAt >= this.pauseStartedAt;
    if (!newRound && retryAfterMs === undefined) return;
    const delay = retryAfterMs ?? Math.min(FIRST_BACKOFF_MS * 2 ** this.throttledInARow, MAX_BACKOFF_MS);
    if (newRound) {
      this.throttledInARow += 1;
      this.pauseStartedAt = now;
    }
    this.pausedUntil = Math.max(this.pausedUntil, now + delay);
    if (this.limited) {
      // After the pause one request probes first; the rest follow at the rate.
      this.refill(now);
      this.tokens = Math.min(this.tokens, 1);
      this.tokensAt = Math.max(this.tokensAt, this.pausedUntil);
    }
    this.refuseLate();
    this.pump();
  }

  /** Busy: the node's 429 when it paused us, else our own limit (no status: the node never refused). */
  private refusal() {
    return rateLimited(this.pausedUntil > this.now() ? 429 : undefined);
  }

  private drop(waiter: Waiter, error: unknown): void {
    const index = this.queue.indexOf(waiter);
    if (index < 0) return;
    this.queue.splice(index, 1);
    this.unlisten(waiter);
    waiter.refuse(error);
    this.pump();
  }

  private unlisten(waiter: Waiter): void {
    if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
  }

  /** Grants the head of the queue while it may go; otherwise wakes up when it may. */
  private pump(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const now = this.now();
    while (this.leaving.length > 0 && (this.leaving[0] ?? 0) <= now) this.leaving.shift();
    for (let head = this.queue[0]; head; head = this.queue[0]) {
      const at = this.readyAt(now);
      // Every place in flight: one frees a second after an answer, so not before a second from now.
      const earliest = Number.isFinite(at) ? at : now + WINDOW_MS;
      if (earliest > head.deadline) {
        this.queue.shift();
        this.unlisten(head);
        head.refuse(this.refusal());
        continue;
      }
      if (at > now) {
        // Infinity: every place in the window is in flight; an answer calls pump again.
        if (Number.isFinite(at)) this.timer = setTimeout(() => this.pump(), Math.ceil(at - now));
        return;
      }
      this.queue.shift();
      this.unlisten(head);
      if (this.limited) {
        this.refill(now);
        this.tokens -= 1;
      }
      this.inFlight += 1;
      head.grant(this.turn(now));
    }
  }

  private turn(sentAt: number): Turn {
    let released = false;
    return {
      answered: () => {
        this.throttledInARow = 0;
      },
      throttled: (retryAfterMs) => this.throttled(sentAt, retryAfterMs),
      release: () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        if (this.limited) this.leaving.push(this.now() + WINDOW_MS);
        this.pump();
      },
    };
  }

  /** The earliest time the next request may be sent (Infinity: when an answer frees a place). */
  private readyAt(now: number): number {
    let at = Math.max(now, this.pausedUntil);
    if (!this.limited) return at;
    if (this.inFlight + this.leaving.length >= this.slots) {
      const first = this.leaving[0];
      if (first === undefined) return Number.POSITIVE_INFINITY;
      at = Math.max(at, first);
    }
    const tokens = this.tokensAtTime(at);
    return tokens >= 1 ? at : at + (1 - tokens) / this.rate;
  }

  /**
   * Refuses now every waiter whose turn would come after its deadline even if
   * every request in flight were answered at once (so never one that could
   * still make it).
   */
  private refuseLate(): void {
    const now = this.now();
    let time = Math.max(now, this.pausedUntil);
    let tokens = this.limited ? this.tokensAtTime(time) : 0;
    let tokensTime = time;
    // When each place in the window is free at the earliest; every request taken adds one a second on.
    const free: number[] = [];
    if (this.limited) {
      const idle = this.slots - this.inFlight - this.leaving.length;
      for (let i = 0; i < idle; i++) free.push(now);
      free.push(...this.leaving);
      for (let i = 0; i < this.inFlight; i++) free.push(now + WINDOW_MS);
    }
    let next = 0;
    const late: Waiter[] = [];
    for (const waiter of this.queue) {
      let start = time;
      let left = tokens;
      if (this.limited) {
        start = Math.max(start, free[next] ?? start);
        left = Math.min(this.burst, tokens + (start - tokensTime) * this.rate);
        if (left < 1) {
          start += (1 - left) / this.rate;
          left = 1;
        }
      }
      if (start > waiter.deadline) {
        late.push(waiter);
        continue;
      }
      time = start;
      if (this.limited) {
        next += 1;
        free.push(start + WINDOW_MS);
        tokens = left - 1;
        tokensTime = start;
      }
    }
    for (const waiter of late) {
      this.queue.splice(this.queue.indexOf(waiter), 1);
      this.unlisten(waiter);
      waiter.refuse(this.refusal());
    }
  }

  private tokensAtTime(time: number): number {
    return Math.min(this.burst, this.tokens + Math.max(0, time - this.tokensAt) * this.rate);
  }

  private refill(now: number): void {
    if (now <= this.tokensAt) return;
    this.tokens = this.tokensAtTime(now);
    this.tokensAt = now;
  }
}

function isTimeout(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'TimeoutError';
}
