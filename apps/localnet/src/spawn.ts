import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const REPO_ROOT = path.resolve(path.dirname(MAIN), '../../..');
const READY = /JSON-RPC (\S+) WebSocket (\S+)/;
const START_TIMEOUT_MS = 60_000;

export interface SpawnLocalnetOptions {
  dataDir: string;
  /** 0 (default) picks free ports; pass the first start's port to restart on the same URLs. */
  port?: number;
  host?: string;
}

export interface SpawnedLocalnet {
  rpcUrl: string;
  wsUrl: string;
  port: number;
  child: ChildProcess;
  /** Sends `signal` (SIGKILL for a crash, SIGTERM for a clean stop) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the local node as its own process (`node --import tsx main.ts`, one
 * process, so a SIGKILL really kills it), for tests that kill and restart it.
 */
export function spawnLocalnet(options: SpawnLocalnetOptions): Promise<SpawnedLocalnet> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      LOCALNET_DATA_DIR: options.dataDir,
      LOCALNET_PORT: String(options.port ?? 0),
      LOCALNET_HOST: options.host ?? '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the local node did not start in ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (!ready?.[1] || !ready[2]) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      const rpcUrl = ready[1];
      resolve({
        rpcUrl,
        wsUrl: ready[2],
        port: Number(new URL(rpcUrl).port),
        child,
        async stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the local node exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}
