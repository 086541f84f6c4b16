/**
 * The one clock of the server. Real time plus an offset that only the dev
 * clock (localnet) moves; every service, job and the embedded chain read it.
 */
export class Clock {
  private offsetMs: number;
  private readonly offsetListeners: Array<(offsetMs: number) => void> = [];

  constructor(offsetMs = 0) {
    this.offsetMs = offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  unixSeconds(): bigint {
    return BigInt(Math.floor(this.nowMs() / 1000));
  }

  get offset(): number {
    return this.offsetMs;
  }

  /** Moves this process's clock; listeners (shared-offset.ts: the other processes) are told. */
  setOffset(offsetMs: number): void {
    this.offsetMs = offsetMs;
    for (const listener of this.offsetListeners) listener(offsetMs);
  }

  /** The offset another process set (or the database holds): applied here, no one told. */
  adoptOffset(offsetMs: number): void {
    this.offsetMs = offsetMs;
  }

  onOffsetSet(listener: (offsetMs: number) => void): void {
    this.offsetListeners.push(listener);
  }
}
