import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port.ts';
import { newKey } from '../../../test/players.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const START_TIMEOUT_MS = 120_000;

interface Child {
  process: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<number | null>;
}

/** The server as `npm start` runs it (embedded mode in `dataDir`), in its own process. */
async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent-web-dist',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SOLANA_RPC_URL: '',
      NETWORK: 'localnet',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${log}`);
    if (Date.now() > deadline) throw new Error(`the server was not ready in time:\n${log}`);
    const ready = await fetch(`http://127.0.0.1:${port}/ready`).catch(() => undefined);
    if (ready?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { process: child, port, output: () => log, exited };
}

/** Waits until the server's log shows that it began handling `POST <url>`. */
async function untilLogged(child: Child, url: string): Promise<void> {
  const seen = () =>
    child
      .output()
      .split('\n')
      .some((line) => line.includes('"msg":"incoming request"') && line.includes(`"url":"${url}"`));
  while (!seen()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** A request whose body is sent in two halves: until `finish()` it is in flight on the server. */
async function slowRequest(port: number, url: string, body: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  const ended = once(socket, 'close').then(() => received);
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    finish(): Promise<string> {
      socket.write(body.slice(half));
      return ended;
    },
  };
}

/** Tries to open a new connection until one is refused. */
async function untilRefused(port: number): Promise<void> {
  for (;;) {
    const outcome = await new Promise<'refused' | 'accepted'>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('accepted');
      });
      socket.once('error', (error: NodeJS.ErrnoException) =>
        resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'accepted'),
      );
    });
    if (outcome === 'refused') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('graceful shutdown of a server process', () => {
  let dataDir: string;
  let running: Child | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wos-shutdown-'));
  });
  afterAll(async () => {
    if (running && running.process.exitCode === null) {
      running.process.kill('SIGKILL');
      await running.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  const wallet = newKey().then((key) => key.address);

  it('on SIGTERM refuses new connections, finishes the request in flight, and exits 0', async () => {
    running = await startServer(dataDir);
    const server = running;
    const body = JSON.stringify({ walletAddress: await wallet, sol: 1, wlo: 250 });
    const request = await slowRequest(server.port, '/dev/airdrop', body);
    await untilLogged(server, '/dev/airdrop');

    server.process.kill('SIGTERM');
    await untilRefused(server.port);
    // Still running: it waits for the request it is in the middle of.
    expect(server.process.exitCode).toBeNull();

    const response = await request.finish();
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))).toMatchObject({ sol: 1, wlo: 250 });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
  });

  it('keeps what that request did, and exits 1 when a request outlasts SHUTDOWN_TIMEOUT_MS', async () => {
    running = await startServer(dataDir, { SHUTDOWN_TIMEOUT_MS: '1000' });
    const server = running;
    const balance = await fetch(`http://127.0.0.1:${server.port}/wallet/balance/${await wallet}`);
    expect(await balance.json()).toEqual({ sol: 1, wlo: 250 });

    // A body that never completes holds the shutdown until the timeout.
    await slowRequest(server.port, '/dev/airdrop', JSON.stringify({ walletAddress: await wallet, sol: 1 }));
    await untilLogged(server, '/dev/airdrop');
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('shutdown timed out');
  });
}, 240_000);
