import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { ensureServerBundle } from '../../../../scripts/server-bundle.mjs';
import { freePort } from '../free-port.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export { freePort };

/** Every player of a burst comes from one address: the rate limits are not what such a run tests. */
export const UNLIMITED_RATE_LIMITS = {
  RATE_LIMIT_WRITES_PER_IP_PER_MINUTE: '1000000',
  RATE_LIMIT_WRITES_PER_WALLET_PER_MINUTE: '1000000',
  RATE_LIMIT_DEV_PER_MINUTE: '1000000',
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
} as const;

/** Says whether the process behind `baseUrl` is ready for work yet. */
export type ReadinessProbe = (baseUrl: string) => Promise<boolean>;

export interface ProcessOptions {
  /**
   * A script to run with tsx, relative to the repository root; default: the
   * API server as `npm start` runs it (its prebuilt bundle, scripts/server-bundle.mjs).
   */
  entry?: string;
  /** Default: /ready answers 200, or /health does where there is no /ready (404). */
  isReady?: ReadinessProbe;
}

/** An API process is ready when /ready says so; a server without /ready is ready when /health is. */
export const apiReady: ReadinessProbe = async (baseUrl) => {
  const ready = await fetch(`${baseUrl}/ready`);
  await ready.arrayBuffer();
  if (ready.status !== 404) return ready.ok;
  const health = await fetch(`${baseUrl}/health`);
  await health.arrayBuffer();
  return health.ok;
};

/** The game server as `npm start` runs it (or another script), in its own process, to be killed at will. */
export class ServerProcess {
  private constructor(
    readonly baseUrl: string,
    private readonly child: ChildProcess,
    private readonly output: string[],
  ) {}

  static async start(
    env: Record<string, string>,
    port: number,
    options: ProcessOptions = {},
  ): Promise<ServerProcess> {
    const args = options.entry ? ['--import', 'tsx', options.entry] : [(await ensureServerBundle()).entry];
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.length > 200) output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const server = new ServerProcess(`http://127.0.0.1:${port}`, child, output);
    await server.waitReady(options.isReady ?? apiReady, 120_000);
    return server;
  }

  /** The process id (to tell which process a report is about). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** The last lines the process printed (for a report of what went wrong). */
  recentOutput(): string {
    return this.output.join('');
  }

  private async waitReady(isReady: ReadinessProbe, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`server exited at start:\n${this.output.join('')}`);
      try {
        if (await isReady(this.baseUrl)) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    this.child.kill('SIGKILL');
    throw new Error(`server not ready within ${timeoutMs} ms:\n${this.output.join('')}`);
  }

  /** kill -9: no shutdown code runs. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGKILL');
    await exited;
  }

  /** A clean stop (SIGTERM), as Ctrl-C would; kill -9 if it has not exited within `timeoutMs`. */
  async stop(timeoutMs = 60_000): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    await exited;
    clearTimeout(timer);
  }
}
