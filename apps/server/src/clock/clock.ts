/**
 * The one clock of the server. Real time plus an offset that only the dev
 * clock (localnet) moves; every service, job and the embedded chain read it.
 */
export class Clock {
  private offsetMs: number;

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

  setOffset(offsetMs: number): void {
    this.offsetMs = offsetMs;
  }
}
