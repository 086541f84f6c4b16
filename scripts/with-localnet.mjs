#!/usr/bin/env node
// Runs a command with a fresh local Solana node (`npm run localnet`) beside it:
// `node scripts/with-localnet.mjs npm run test:server` gives the command
// SOLANA_RPC_URL on that node, then stops the node and removes its data.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-localnet.mjs <command> [args...]');
  process.exit(2);
}

/** Two free consecutive ports: the node's HTTP port and its WebSocket (port + 1). */
async function freePortPair() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await listenOn(0);
    if (port !== undefined && (await listenOn(port + 1)) !== undefined) return port;
  }
  throw new Error('no free pair of ports');
}

function listenOn(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });
}

async function waitHealthy(url, node, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (node.exitCode !== null) throw new Error('the local node exited at start');
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
      });
      if ((await response.json()).result === 'ok') return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the local node did not answer within ${timeoutMs} ms`);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'wos-localnet-'));
const port = await freePortPair();
const url = `http://127.0.0.1:${port}`;
const node = spawn(process.execPath, ['--import', 'tsx', 'apps/localnet/src/main.ts'], {
  cwd: repoRoot,
  env: { ...process.env, LOCALNET_PORT: String(port), LOCALNET_DATA_DIR: dataDir },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let code = 1;
try {
  await waitHealthy(url, node, 60_000);
  console.log(`local node at ${url} (data in ${dataDir})`);
  const child = spawn(command, args, {
    cwd: process.cwd(),
    env: { ...process.env, SOLANA_RPC_URL: url },
    stdio: 'inherit',
  });
  code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  node.kill('SIGTERM');
  await new Promise((resolve) => (node.exitCode !== null ? resolve() : node.once('exit', resolve)));
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(code);
