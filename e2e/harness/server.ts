import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureServerBundle } from '../../scripts/server-bundle.mjs';
import { REPO_ROOT, WEB_DIST_DIR } from './paths.ts';

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Waits for /ready: the server listens and its database and chain answer. */
async function waitForReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before answering /ready:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

export interface StartServerOptions {
  /**
   * More environment for the server, e.g. `{ ADMIN_TOKEN }` for the operator
   * console, or `{ SOLANA_RPC_URL, SOLANA_WS_URL, NETWORK: 'localnet' }` for a local node.
   */
  env?: Record<string, string>;
}

/**
 * Starts the real server as `npm start` runs it (`node apps/server/dist/main.mjs`) on a free
 * port with a fresh embedded database and chain in a temporary DATA_DIR, serving the built
 * web app.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    throw new Error(`${WEB_DIST_DIR}index.html is missing: build the web app first (npm run build)`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wos-e2e-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;

  let log = '';
  // The server as `npm start` runs it, its prebuilt bundle: through tsx each start cost ~1.5 s
  // more and ~2 s more of CPU, in every file (scripts/server-bundle.mjs).
  const { entry } = await ensureServerBundle();
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForReady(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, dataDir, output, stop };
}
