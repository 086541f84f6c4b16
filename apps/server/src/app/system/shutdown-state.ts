/**
 * Whether this process has begun to shut down. /ready reads it so a load
 * balancer stops sending new work while in-flight requests finish.
 */
export class ShutdownState {
  private began = false;

  get shuttingDown(): boolean {
    return this.began;
  }

  begin(): void {
    this.began = true;
  }
}
