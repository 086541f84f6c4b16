import { createServer } from 'node:net';
import { freePort, type ReadinessProbe, ServerProcess } from '../crash-test/server-process.ts';

/** The local Solana node as `npm run localnet` runs it. */
const LOCAL_NODE_ENTRY = 'apps/server/src/localnet/main.ts';

/** The node answers JSON-RPC getHealth with "ok". */
const nodeHealthy: ReadinessProbe = async (baseUrl) => {
  const response = await fetch(baseUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
  });
  const body = (await response.json()) as { result?: unknown };
  return response.ok && body.result === 'ok';
};

/** A free port whose next port is free too: the node serves WebSocket on port + 1. */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await freePort();
    if (port >= 65535) continue;
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port + 1, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no two consecutive free ports');
}

export interface LocalNode {
  /** JSON-RPC over HTTP (SOLANA_RPC_URL for the game server). */
  rpcUrl: string;
  process: ServerProcess;
}

/** Starts the local node on free ports with its state in `dataDir`; resolves once it answers getHealth. */
export async function startLocalNode(dataDir: string): Promise<LocalNode> {
  const port = await freePortPair();
  const node = await ServerProcess.start(
    {
      LOCALNET_PORT: String(port),
      LOCALNET_HOST: '127.0.0.1',
      LOCALNET_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    port,
    { entry: LOCAL_NODE_ENTRY, isReady: nodeHealthy },
  );
  return { rpcUrl: node.baseUrl, process: node };
}
