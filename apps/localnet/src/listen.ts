import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const PAIR_ATTEMPTS = 50;

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Listens `rpc` on `port` and `ws` on `wsPort` (default port + 1, as
 * solana-test-validator and web3.js expect). With port 0, free ports are
 * found: a random one for rpc and the next one for ws.
 */
export async function listenPair(
  rpc: Server,
  ws: Server,
  host: string,
  port: number,
  wsPort?: number,
): Promise<{ port: number; wsPort: number }> {
  if (port !== 0) {
    const rpcPort = await listen(rpc, host, port);
    return { port: rpcPort, wsPort: await listen(ws, host, wsPort ?? rpcPort + 1) };
  }
  let lastError: unknown;
  for (let attempt = 0; attempt < PAIR_ATTEMPTS; attempt++) {
    const rpcPort = await listen(rpc, host, 0);
    try {
      return { port: rpcPort, wsPort: await listen(ws, host, wsPort ?? rpcPort + 1) };
    } catch (error) {
      lastError = error;
      await close(rpc);
    }
  }
  throw lastError;
}
